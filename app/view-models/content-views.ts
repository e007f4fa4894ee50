/** What the blog, post and policy pages render: translated and sanitised on the server. */
import type { FallbackLangs } from "../../shared/i18n/translate.ts";
import type { ContentLabels } from "../labels/content-labels.ts";

export type PostView = {
  /** For the admin overlay's "Edit post" (found as `data-post-slug` in the markup). */
  slug: string;
  /** ISO publish time while the post is scheduled (seen by admins only); null once public. */
  scheduledFor: string | null;
  title: string;
  descriptionHtml: string;
  contentHtml: string;
  /** default | minimal | landing | doc_set */
  type: string;
  mainPhoto: string | null;
  author: string | null;
  createdOn: string;
  createdOnText: string;
  docSet: DocSetView | null;
  /** The language of texts shown untranslated (`title`, `description`, `content`), when any. */
  fallback?: FallbackLangs;
};

/** A link to another article of the set; `fallback.title` when its title is shown untranslated. */
export type DocSetLinkView = { title: string; href: string; fallback?: FallbackLangs };

/** `fallback.title`: the set's title's language when it is shown untranslated. */
export type DocSetView = {
  title: string;
  numbered: boolean;
  articles: (DocSetLinkView & { current: boolean })[];
  previous: DocSetLinkView | null;
  next: DocSetLinkView | null;
  fallback?: FallbackLangs;
};

export type PostSummaryView = {
  slug: string;
  title: string;
  descriptionHtml: string;
  href: string;
  mainPhoto: string | null;
  author: string | null;
  createdOn: string;
  createdOnText: string;
  /** The language of texts shown untranslated (`title`, `description`), when any. */
  fallback?: FallbackLangs;
};

export type BlogPageView = {
  title: string;
  posts: PostSummaryView[];
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
  labels: ContentLabels;
};

/** `fallback`: the language of `title` or `content` when shown untranslated. */
export type PolicyView = {
  title: string;
  contentHtml: string;
  updatedOnText: string;
  labels: ContentLabels;
  fallback?: FallbackLangs;
};
