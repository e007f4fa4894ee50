import { fieldLang } from "../../../shared/i18n/translate.ts";
import { FallbackText } from "../fallback-text.tsx";
import type { ContentLabels } from "../../labels/content-labels.ts";
import type { PostView } from "../../view-models/content-views.ts";
import { ARTICLE_BODY } from "./article-body.ts";
import { ScheduledNotice } from "./scheduled-notice.tsx";

type Props = { post: PostView; labels: ContentLabels };

/**
 * A post (decision 016): title, description, main photo, author and date above the sanitised
 * HTML. A landing post is its HTML alone, full width; a minimal post drops the photo and byline;
 * an article of a document set shows its place in the set and links to its neighbours.
 */
export default function PostArticle({ post, labels }: Props) {
  const notice = post.scheduledFor && <ScheduledNotice at={post.scheduledFor} />;
  if (post.type === "landing") {
    return (
      <>
        {notice}
        {/* A landing post is its own HTML; when that HTML has no h1 the post's title is it (decision 037). */}
        {!/<h1[\s>]/i.test(post.contentHtml) && (
          <h1 className="sr-only" {...fieldLang(post, "title")}>
            {post.title}
          </h1>
        )}
        <div
          className="w-full"
          {...fieldLang(post, "content")}
          data-post-type="landing"
          data-post-slug={post.slug}
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
      </>
    );
  }
  const minimal = post.type === "minimal";
  const docSet = post.docSet;
  const article = (
    <article className="min-w-0 flex-1" data-post-type={post.type} data-post-slug={post.slug}>
      <header className="mb-8">
        {notice}
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 md:text-5xl" {...fieldLang(post, "title")}>
          {post.title}
        </h1>
        {post.descriptionHtml && (
          <div
            className="rich-text mt-4 text-xl text-gray-600"
            {...fieldLang(post, "description")}
            dangerouslySetInnerHTML={{ __html: post.descriptionHtml }}
          />
        )}
        {!minimal && (
          <p className="mt-4 text-sm text-gray-600">
            {post.author && (
              <>
                {labels.by} <span className="font-medium text-gray-900">{post.author}</span>
                {" · "}
              </>
            )}
            {labels.published} <time dateTime={post.createdOn}>{post.createdOnText}</time>
          </p>
        )}
      </header>
      {!minimal && post.mainPhoto && (
        <img
          src={post.mainPhoto}
          alt=""
          className="mb-8 aspect-[2/1] w-full rounded-xl bg-gray-100 object-cover"
          width={1200}
          height={600}
        />
      )}
      <div
        className={ARTICLE_BODY}
        {...fieldLang(post, "content")}
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />
      {docSet && (docSet.previous || docSet.next) && (
        <nav aria-label={docSet.title} className="mt-12 grid gap-4 border-t border-gray-200 pt-6 sm:grid-cols-2">
          {docSet.previous ? (
            <a
              href={docSet.previous.href}
              rel="prev"
              className="rounded-lg border border-gray-200 p-4 hover:border-primary-brand focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span className="block text-sm text-gray-600">← {labels.previousArticle}</span>
              <span className="font-medium text-gray-900" {...fieldLang(docSet.previous, "title")}>
                {docSet.previous.title}
              </span>
            </a>
          ) : (
            <span />
          )}
          {docSet.next && (
            <a
              href={docSet.next.href}
              rel="next"
              className="rounded-lg border border-gray-200 p-4 text-end hover:border-primary-brand focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span className="block text-sm text-gray-600">{labels.nextArticle} →</span>
              <span className="font-medium text-gray-900" {...fieldLang(docSet.next, "title")}>
                {docSet.next.title}
              </span>
            </a>
          )}
        </nav>
      )}
    </article>
  );
  if (!docSet) return <div className="mx-auto max-w-3xl px-4 py-12">{article}</div>;
  const List = docSet.numbered ? "ol" : "ul";
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 lg:flex-row">
      <aside className="lg:w-64 lg:shrink-0" aria-labelledby="doc-set-title">
        <p id="doc-set-title" className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
          {/* The same text nodes as before the title could be marked, so translated pages are unchanged. */}
          {labels.inThisSet}
          {": "}
          <FallbackText view={docSet} field="title">
            {docSet.title}
          </FallbackText>
        </p>
        <List className={`mt-3 space-y-1 text-sm ${docSet.numbered ? "list-decimal ps-5" : ""}`}>
          {docSet.articles.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={item.current ? "page" : undefined}
                className={
                  item.current
                    ? "font-semibold text-primary"
                    : "text-gray-700 hover:text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                }
              >
                <FallbackText view={item} field="title">
                  {item.title}
                </FallbackText>
              </a>
            </li>
          ))}
        </List>
      </aside>
      {article}
    </div>
  );
}
