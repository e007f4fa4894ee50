import { Suspense, useMemo } from "react";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import type { HeroView } from "../../view-models/hero-view.ts";
import { data, redirect, useLoaderData, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { localizePath, sectionPagePath } from "../../../shared/i18n/locales.ts";
import { safeRedirectPath } from "../../../shared/rules/paths.ts";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { ErrorMessage } from "../../components/layout/lazy-error-message.tsx";
import { PageSections } from "../../components/sections/page-sections.tsx";
import { INITIAL_SECTIONS_TIMEOUT_MS, withTimeout } from "../../view-models/section-freshness.ts";
import { sectionLabels } from "../../labels/section-labels.ts";
import { loadPageSections } from "../../view-models/page-data.server.ts";
import { preloadedLazy } from "../../browser/preloaded-lazy.ts";
import { lazyComponent } from "../../browser/lazy-component.ts";
import { pack, unpack } from "../../view-models/packed.ts";
import { breadcrumbsFor } from "../../view-models/breadcrumbs.ts";
import { BLOG_PATH, indexPathLabels } from "../../labels/business-labels.ts";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { withArticles } from "../../view-models/article-slider.ts";
import {
  isScheduled,
  loadBlogPosts,
  loadPostView,
  loadSiteIndex,
  slugOf,
} from "../../view-models/content-data.server.ts";
import { contentLabels } from "../../labels/content-labels.ts";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  seoMeta,
  siteOrigin,
} from "../../view-models/seo.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import { ALL_SECTION_DATA, dependsOn, sectionDataTags } from "../../view-models/page-dependencies.server.ts";
import { viewerMay } from "../../view-models/auth.server.ts";
import type { Route } from "./+types/page";
import { contactAction } from "./contact-action.server.ts";

// Parts only some pages have (heroes), or only staff see (the empty-page prompt, the scheduled
// notice): their own chunks, rendered in full by the server and hydrated when their code arrives,
// so home's start-up JavaScript stays within its budget.
const HeroSections = lazyComponent(() => import("../../components/hero/hero-sections.tsx").then((m) => m.HeroSections));
const EmptyPageAdminPrompt = lazyComponent(() =>
  import("../../components/sections/empty-page.tsx").then((m) => m.EmptyPageAdminPrompt),
);
const ScheduledNotice = lazyComponent(() =>
  import("../../components/blog/scheduled-notice.tsx").then((m) => m.ScheduledNotice),
);

// Posts are rarer than pages: their component loads with the post, not with every page (home JS budget).
const PostArticle = preloadedLazy(() => import("../../components/blog/post-article.tsx"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale, prefixed, path, url, logger } = siteRequest(request, context);
  // The default language has no prefix: /en/about on an English site is /about.
  if (prefixed && locale === tenant.settings.defaultLocale) {
    // `/en//evil.example` must not become `Location: //evil.example` (another site): unsafe → home.
    const target = safeRedirectPath(localizePath(path, locale, tenant.settings) + url.search);
    throw redirect(target ?? localizePath("/", locale, tenant.settings), 301);
  }
  // Which addresses have content: checked before anything else, so an unknown path costs no query.
  const index = await services.content.get(tenant, "site-index", () =>
    loadSiteIndex({ db, organizationId: tenant.id }),
  );
  const slug = slugOf(path);
  const entry = slug ? index.bySlug.get(slug) : undefined;
  const hasSections = index.sectionPathSet.has(path === "/" ? "/home" : path);
  if (path !== "/" && !entry && !hasSections) throw data(null, { status: 404 });
  // Scheduled publishing: before its time a post or page (its sections included) is the admins'
  // preview and a 404 for everyone else. Decided by the clock, so a cached index turns public alone.
  const scheduled = entry ? isScheduled(entry.publishAt) : false;
  if (scheduled && !(await viewerMay(request, context, "content.read_drafts"))) {
    throw data(null, { status: 404 });
  }

  const labels = chromeLabels(locale);
  const origin = siteOrigin(request, context);
  const crumbLabels = indexPathLabels(tenant.type, locale);

  if (entry?.kind === "post") {
    // A post's body is the sections of its path; what they show is not known here: every section tag.
    const postTags = [`post:${entry.slug}`, `sections:${sectionPagePath(path)}`, ...ALL_SECTION_DATA];
    const loadPost = async () =>
      pack(
        await loadPostView({
          db,
          organizationId: tenant.id,
          slug: entry.slug,
          locale,
          site: tenant.settings,
          siteName: tenant.name,
          includeScheduled: scheduled,
        }),
      );
    // An admin's preview of a scheduled post is never kept for others.
    const post = scheduled
      ? await loadPost()
      : await services.content.get(tenant, `post:${locale}:${entry.slug}`, loadPost, () => postTags);
    const view = unpack(post);
    if (!view) throw data(null, { status: 404 });
    dependsOn(context, ...postTags);
    // A blog post sits under the blog index; other posts directly under home.
    const trail = view.displayAsBlogPost ? `${BLOG_PATH}${path}` : path;
    const breadcrumbs = breadcrumbsFor(
      trail,
      locale,
      tenant.settings,
      { ...crumbLabels, [trail]: view.title },
      labels.home,
    );
    breadcrumbs.at(-1)!.href = localizePath(path, locale, tenant.settings);
    const canonical = localizePath(path, locale, tenant.settings);
    return {
      kind: "post" as const,
      post,
      contentLabels: contentLabels(locale),
      page: null,
      breadcrumbs,
      breadcrumbLabel: labels.breadcrumb,
      seo: seoMeta({
        origin,
        siteName: tenant.name,
        locale,
        site: tenant.settings,
        path,
        title: view.title,
        description: view.description,
        image: view.mainPhoto,
        type: "article",
        translated: index.translated[`/${entry.slug}`],
        jsonLd: [
          blogPostingJsonLd({
            origin,
            url: canonical,
            title: view.title,
            description: view.description,
            image: view.mainPhoto,
            author: view.author,
            siteName: tenant.name,
            published: view.createdOn,
            modified: entry.updatedAt,
            locale,
          }),
          breadcrumbJsonLd(origin, breadcrumbs),
        ],
      }),
    };
  }

  // A page: its record (title, description) and the sections of its path, serialised once per
  // organization, language and path (decision 011).
  // The initial load gives up after 10 s and renders empty data, never cached (spec public-site §7, §9).
  const loadPage = async () => {
    const loaded = await loadPageSections({ db, organizationId: tenant.id, path, locale, site: tenant.settings });
    // article_slider sections take the organization's newest posts.
    const sections = loaded.sections.some((section) => section.type === "article_slider")
      ? {
          ...loaded,
          sections: withArticles(
            loaded.sections,
            await loadBlogPosts({
              db,
              organizationId: tenant.id,
              locale,
              site: tenant.settings,
              siteName: tenant.name,
            }),
          ),
        }
      : loaded;
    const record =
      entry?.kind === "page"
        ? await loadPostView({
            db,
            organizationId: tenant.id,
            slug: entry.slug,
            locale,
            site: tenant.settings,
            siteName: tenant.name,
            includeScheduled: scheduled,
          })
        : null;
    return pack({
      ...sections,
      title: record?.title ?? null,
      description: record?.description ?? null,
      scheduledFor: record?.scheduledFor ?? null,
    });
  };
  const loadedPage = await withTimeout(
    // An admin's preview of a scheduled page is never kept for others.
    scheduled
      ? loadPage()
      : services.content.get(tenant, `page:${locale}:${path}`, loadPage, (packed) =>
          pageTags(path, unpack(packed).sections, entry?.slug),
        ),
    INITIAL_SECTIONS_TIMEOUT_MS,
    null,
    (reason) => logger.warn({ err: reason, path }, "page sections not loaded; rendering none"),
  );
  const page =
    loadedPage ??
    pack({
      layout: [],
      heroes: [],
      headings: [],
      sections: [],
      title: null,
      description: null,
      scheduledFor: null,
    });
  const { headings, title, description, sections: shown } = unpack(page);
  // What this page shows (decision 044): its sections, their data, and its page record.
  dependsOn(context, ...pageTags(path, shown, entry?.slug));
  const firstHeading = headings[0];
  const pageTitle = title ?? firstHeading?.titleParts.join(" ") ?? null;
  const breadcrumbs =
    path === "/"
      ? []
      : breadcrumbsFor(
          path,
          locale,
          tenant.settings,
          pageTitle ? { ...crumbLabels, [path]: pageTitle } : crumbLabels,
          labels.home,
        );
  const pageData = {
    kind: "page" as const,
    post: null,
    contentLabels: null,
    page,
    // The page's section path (home is /home): where an admin's first section goes.
    urlPage: path === "/" ? "/home" : path,
    breadcrumbs,
    breadcrumbLabel: labels.breadcrumb,
    locale,
    sectionLabels: sectionLabels(locale),
    // A copy: sharing the root's array would make the serialised data depend on which loader finished first.
    site: { defaultLocale: tenant.settings.defaultLocale, supportedLocales: [...tenant.settings.supportedLocales] },
    seo: seoMeta({
      origin,
      siteName: tenant.name,
      locale,
      site: tenant.settings,
      path,
      title: path === "/" ? null : pageTitle,
      translated: index.translated[path === "/" ? "/home" : path],
      description: description || firstHeading?.descriptionHtml || null,
      image: firstHeading?.image ?? null,
      jsonLd:
        path === "/"
          ? [
              organizationJsonLd({
                origin,
                name: tenant.name,
                logo: tenant.settings.logo,
                url: localizePath("/", locale, tenant.settings),
              }),
            ]
          : [breadcrumbJsonLd(origin, breadcrumbs)],
    }),
  };
  return data(pageData, loadedPage ? undefined : { headers: { "cache-control": "no-store" } });
}

/** The records a page shows: its sections, their data, and its page record (decision 044). */
function pageTags(path: string, sections: { type: string }[], slug: string | undefined): string[] {
  return [
    `sections:${sectionPagePath(path)}`,
    ...sectionDataTags(sections.map((section) => section.type)),
    ...(slug ? [`post:${slug}`] : []),
  ];
}

/** A contact section's form, posted before or without scripts (decision 055). */
export async function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  // Error pages set their own (translated) title and are never indexed.
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return unpack(loaderData.seo);
}

export default function SitePage() {
  const loaderData = useLoaderData<typeof loader>();
  const root = useRouteLoaderData("root") as { viewer?: { isAdmin?: boolean } | null } | undefined;
  const { kind, page, post, contentLabels, breadcrumbs, breadcrumbLabel } = loaderData;
  const crumbs = breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} />;
  if (kind === "post" && post && contentLabels) {
    const view = unpack(post)!;
    return (
      <>
        {/* No Suspense boundary: the server never suspends here (preloaded), and React 19 would
            outline a boundary's HTML after the page; the browser waits for the chunk while hydrating. */}
        <PostArticle post={view} labels={contentLabels} />
        {crumbs}
      </>
    );
  }
  const { layout, heroes, headings, sections, title, description, scheduledFor } = unpack(page!);
  const empty = heroes.length === 0 && headings.length === 0 && sections.length === 0;
  // Page body: heroes, heading and template sections in the owner's Page Layout order (decision 043;
  // heroes, headings, sections for a page nobody arranged), breadcrumbs, then banners.
  return (
    <>
      {scheduledFor && (
        <Suspense fallback={null}>
          <ScheduledNotice at={scheduledFor} />
        </Suspense>
      )}
      {heroes.length === 0 && headings.length === 0 && title && (
        <h1 className="mx-auto max-w-7xl px-4 pt-12 text-4xl font-bold tracking-tight text-gray-900">{title}</h1>
      )}
      {/* A page made of template sections alone (no page record, hero or heading: /showcase) still
          names itself once for screen readers and search engines (decision 037), after its first section. */}
      {heroes.length === 0 && headings.length === 0 && !title && (
        <h1 className="sr-only">{pageNameOf(sections, loaderData)}</h1>
      )}
      {/* A page without sections yet: its description is all a visitor can be shown. */}
      {empty && title && description && (
        <p className="mx-auto max-w-7xl px-4 pt-4 pb-12 text-lg text-gray-700">{description}</p>
      )}
      {empty && root?.viewer?.isAdmin && "urlPage" in loaderData && (
        <Suspense fallback={null}>
          <EmptyPageAdminPrompt urlPage={loaderData.urlPage} />
        </Suspense>
      )}
      {"sectionLabels" in loaderData && (
        <PageSections
          labels={loaderData.sectionLabels}
          headingOffset={heroes.length > 0 ? 1 : 0}
          layout={layout}
          isAdmin={Boolean(root?.viewer?.isAdmin)}
          heroIds={heroes.map((hero) => hero.id)}
          renderHeroes={(ids, last) => (
            <Suspense fallback={null}>
              <PageHeroes ids={ids} last={last} heroes={heroes} locale={loaderData.locale} site={loaderData.site} />
            </Suspense>
          )}
          headings={headings}
          sections={sections}
          locale={loaderData.locale}
          site={loaderData.site}
        />
      )}
      {crumbs}
    </>
  );
}

/** A run of the page's heroes at its place in the body. */
function PageHeroes({
  ids,
  last,
  heroes,
  ...rest
}: {
  ids: number[];
  last: boolean;
  heroes: HeroView[];
  locale: Locale;
  site: LocaleSite;
}) {
  const key = ids.join(",");
  // The heroes of other runs are left out; the last run also shows heroes created since the load.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are compared by value
  const exclude = useMemo(() => heroes.map((hero) => hero.id).filter((id) => !ids.includes(id)), [heroes, key]);
  const shown = useMemo(() => heroes.filter((hero) => !exclude.includes(hero.id)), [heroes, exclude]);
  return <HeroSections heroes={shown} exclude={exclude} takeNew={last} {...rest} />;
}

function pageNameOf(sections: { titleHtml: string }[], data: unknown): string {
  const first = sections.find((section) => section.titleHtml.trim())?.titleHtml ?? "";
  const text = first.replace(/<[^>]+>/g, "").trim();
  const site = (data as { site?: { name?: string } }).site?.name ?? "";
  return text || site;
}

/** Inside the site layout, so a missing page keeps the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
