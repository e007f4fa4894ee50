import { FallbackText } from "../../../app/components/fallback-text.tsx";
import { fieldLang, type FallbackLangs } from "../../../shared/i18n/translate.ts";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import {
  BookOpen,
  CircleCheck,
  ExternalLink,
  Lock,
  Receipt,
  Search,
  Shield,
  Smartphone,
  Target,
  User,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { HelpTexts } from "./help-texts.ts";

/** The shapes of GET /api/help-center and /api/help-center/articles/{id} (features/help-center/server/api). */
export type HelpFaq = { id: number; question: string; answer: string; fallback?: FallbackLangs };
export type HelpArticleSummary = { id: number; title: string; url: string; excerpt: string; fallback?: FallbackLangs };
export type HelpDocSet = {
  slug: string | null;
  name: string;
  numbered: boolean;
  articles: HelpArticleSummary[];
  fallback?: FallbackLangs;
};
export type HelpFeature = {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  fallback?: FallbackLangs;
};
export type HelpContent = { faqs: HelpFaq[]; doc_sets: HelpDocSet[]; features: HelpFeature[] };
export type HelpArticle = { id: number; title: string; url: string; content_html: string; fallback?: FallbackLangs };

/** The contract of GET /api/search (decision 034). */
export type SearchResult = {
  kind: "page" | "post" | "article" | "faq";
  id: number;
  title: string;
  url: string;
  snippet: { text: string; match: boolean }[];
  rank: number;
  /** `title`, `snippet`: the site's default language when shown untranslated. */
  fallback?: FallbackLangs;
};

export class HelpRequestError extends Error {}

/** JSON of a help-center call; the answer's `{ error }` (or a generic text) when it is not 2xx. */
export async function fetchJson<T>(url: string, fallbackMessage: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    throw new HelpRequestError(fallbackMessage);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new HelpRequestError(typeof body?.error === "string" ? body.error : fallbackMessage);
  }
  return (await response.json()) as T;
}

type Loaded<T> = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; data: T };

/** Loads `url` (again when it changes or `retry` is called); loading until the answer for this url and attempt arrives. */
export function useHelpData<T>(url: string | null, fallbackMessage: string): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const key = `${attempt}:${url}`;
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetchJson<T>(url, fallbackMessage, { signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setSettled({ key, loaded: { state: "ready", data } }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setSettled({
          key,
          loaded: { state: "error", message: error instanceof Error ? error.message : fallbackMessage },
        }),
    );
    return () => controller.abort();
  }, [url, fallbackMessage, key]);
  const loaded: Loaded<T> = settled?.key === key ? settled.loaded : { state: "loading" };
  return [loaded, () => setAttempt((n) => n + 1)];
}

/** The help center's inline red error area (spec public-site §8). */
export function ErrorArea({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      data-help-error=""
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1 font-medium text-red-800 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
        >
          {retryLabel}
        </button>
      )}
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-gray-600">
      {label}
    </p>
  );
}

/**
 * FAQs as disclosure widgets: keyboard and screen readers get them without script. Search results
 * and the assistant's sources link to one as `/help-center#faq-{id}`: that one opens.
 */
export function FaqList({ faqs, t }: { faqs: HelpFaq[]; t: HelpTexts }) {
  useEffect(() => {
    const open = () => {
      const target = window.location.hash.startsWith("#faq-")
        ? document.getElementById(window.location.hash.slice(1))
        : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: "center" });
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  if (faqs.length === 0) return <p className="text-sm text-gray-600">{t.empty}</p>;
  return (
    <ul role="list" className="divide-y divide-gray-200 rounded-lg border border-gray-200" data-help-faqs="">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details id={`faq-${faq.id}`} className="group p-3">
            <summary className="cursor-pointer list-inside font-medium text-gray-900 marker:text-primary focus-visible:outline-2 focus-visible:outline-primary">
              <FallbackText view={faq} field="question">
                {faq.question}
              </FallbackText>
            </summary>
            <div
              className="rich-text mt-2 text-sm text-gray-700"
              {...fieldLang(faq, "answer")}
              dangerouslySetInnerHTML={{ __html: faq.answer }}
            />
          </details>
        </li>
      ))}
    </ul>
  );
}

/** Articles by document set; `onOpen` reads one in place, else each links to its page. */
export function KnowledgeBase({
  docSets,
  t,
  onOpen,
  headingLevel = 3,
}: {
  docSets: HelpDocSet[];
  t: HelpTexts;
  onOpen?: (article: HelpArticleSummary) => void;
  headingLevel?: 2 | 3;
}) {
  if (docSets.length === 0) return <p className="text-sm text-gray-600">{t.empty}</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-5" data-help-kb="">
      {docSets.map((set) => {
        const List = set.numbered ? "ol" : "ul";
        return (
          <section key={set.slug ?? ""} aria-label={set.slug ? set.name : t.general}>
            <Heading className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-gray-700 uppercase">
              <BookOpen aria-hidden="true" className="size-4" />
              {set.slug ? (
                <FallbackText view={set} field="name">
                  {set.name}
                </FallbackText>
              ) : (
                t.general
              )}
            </Heading>
            <List role="list" className="flex flex-col gap-2">
              {set.articles.map((article, index) => {
                const body = (
                  <>
                    <span className="font-medium text-gray-900">
                      {set.numbered && <span className="me-1 text-primary">{index + 1}.</span>}
                      <FallbackText view={article} field="title">
                        {article.title}
                      </FallbackText>
                    </span>
                    {article.excerpt && (
                      <span className="mt-0.5 block text-sm text-gray-600">
                        <FallbackText view={article} field="excerpt">
                          {article.excerpt}
                        </FallbackText>
                      </span>
                    )}
                  </>
                );
                const className =
                  "block w-full rounded-lg border border-gray-200 p-3 text-start hover:border-primary hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary";
                return (
                  <li key={article.id}>
                    {onOpen ? (
                      <button
                        type="button"
                        className={className}
                        onClick={() => onOpen(article)}
                        data-article={article.id}
                      >
                        {body}
                      </button>
                    ) : (
                      <a className={className} href={article.url} data-article={article.id}>
                        {body}
                      </a>
                    )}
                  </li>
                );
              })}
            </List>
          </section>
        );
      })}
    </div>
  );
}

const FEATURE_ICONS: Record<string, LucideIcon> = {
  receipt: Receipt,
  target: Target,
  users: Users,
  user: User,
  shield: Shield,
  smartphone: Smartphone,
  lock: Lock,
};

export function FeatureList({ features, t }: { features: HelpFeature[]; t: HelpTexts }) {
  if (features.length === 0) return <p className="text-sm text-gray-600">{t.empty}</p>;
  return (
    <ul role="list" className="grid gap-3 sm:grid-cols-2" data-help-features="">
      {features.map((feature) => {
        const Icon = (feature.icon && FEATURE_ICONS[feature.icon]) || CircleCheck;
        return (
          <li key={feature.id} className="flex gap-3 rounded-lg border border-gray-200 p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <p className="font-medium text-gray-900">
                <FallbackText view={feature} field="title">
                  {feature.title}
                </FallbackText>
              </p>
              <p className="text-sm text-gray-600">
                <FallbackText view={feature} field="description">
                  {feature.description}
                </FallbackText>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The typography of article HTML (as components/blog/article-body.ts), at the dialog's size. */
const COMPACT_ARTICLE_BODY =
  "text-sm leading-relaxed text-gray-800 [&_a]:text-primary [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-200 [&_blockquote]:ps-3 [&_blockquote]:italic [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-5";

/** One article read inside the dialog, with the way to its page. */
export function ArticleReader({ article, t }: { article: HelpArticle; t: HelpTexts }) {
  return (
    <article data-help-article={article.id}>
      <h3 className="mb-3 text-lg font-semibold text-gray-900" {...fieldLang(article, "title")}>
        {article.title}
      </h3>
      <div
        className={COMPACT_ARTICLE_BODY}
        {...fieldLang(article, "content")}
        dangerouslySetInnerHTML={{ __html: article.content_html }}
      />
      <a
        href={article.url}
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-2"
      >
        {t.openPage}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}

/** Highlighted words of a search snippet, as text (never HTML from the server). */
export function Snippet({ parts }: { parts: SearchResult["snippet"] }): ReactNode {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-gray-900">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/** The search box of the welcome view and of /help-center (GET /api/search). */
export function HelpSearch({ locale, t, limit = 8 }: { locale: string; t: HelpTexts; limit?: number }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "loading" }
    | { kind: "error"; message: string }
    | { kind: "done"; query: string; results: SearchResult[] }
  >({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    setState({ kind: "loading" });
    try {
      const params = new URLSearchParams({ q, locale, limit: String(limit) });
      const body = await fetchJson<{ results: SearchResult[] }>(`/api/search?${params}`, t.searchError);
      setState({ kind: "done", query: q, results: Array.isArray(body.results) ? body.results : [] });
    } catch (error) {
      setState({ kind: "error", message: error instanceof HelpRequestError ? error.message : t.searchError });
    }
  };

  return (
    <div data-help-search="">
      <form role="search" onSubmit={(event) => void submit(event)} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t.searchPlaceholder}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-1 rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <Search aria-hidden="true" className="size-4" />
          {t.search}
        </button>
      </form>
      <div aria-live="polite" className="mt-3">
        {state.kind === "loading" && <Loading label={t.loading} />}
        {state.kind === "error" && <ErrorArea message={state.message} />}
        {state.kind === "done" &&
          (state.results.length === 0 ? (
            <p className="text-sm text-gray-600">{t.noResults.replace("{query}", state.query)}</p>
          ) : (
            <ul role="list" className="flex flex-col gap-2" data-search-results="">
              {state.results.map((result) => (
                <li key={`${result.kind}-${result.id}`}>
                  <a
                    href={result.url}
                    className="block rounded-lg border border-gray-200 p-3 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span className="block font-medium text-gray-900" {...fieldLang(result, "title")}>
                      {result.title}
                    </span>
                    <span className="mt-0.5 block text-sm text-gray-700" {...fieldLang(result, "snippet")}>
                      <Snippet parts={Array.isArray(result.snippet) ? result.snippet : []} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
