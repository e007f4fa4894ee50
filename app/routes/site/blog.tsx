import { data, useLoaderData, type MetaDescriptor } from "react-router";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { fieldLang } from "../../../shared/i18n/translate.ts";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { ErrorMessage } from "../../components/layout/lazy-error-message.tsx";
import { breadcrumbsFor } from "../../view-models/breadcrumbs.ts";
import { BLOG_PATH, businessTypeLabels, indexPathLabels } from "../../labels/business-labels.ts";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { BLOG_PAGE_SIZE, loadBlogPosts } from "../../view-models/content-data.server.ts";
import { contentLabels } from "../../labels/content-labels.ts";
import type { BlogPageView } from "../../view-models/content-views.ts";
import { pack, unpack } from "../../view-models/packed.ts";
import { breadcrumbJsonLd, seoMeta, siteOrigin } from "../../view-models/seo.server.ts";
import type { Route } from "./+types/blog";
import { fixedPageRequest } from "./content-request.server.ts";
import { dependsOn } from "../../view-models/page-dependencies.server.ts";

/** `?page=N`: a positive whole number of at most 6 digits; anything else is a 404, not a guess. */
function pageNumber(url: URL): number | null {
  const values = url.searchParams.getAll("page");
  if (values.length === 0) return 1;
  if (values.length > 1 || !/^[1-9]\d{0,5}$/.test(values[0]!)) return null;
  return Number(values[0]);
}

/** What the blog index shows: posts and their authors (decision 044). */
const BLOG_TAGS = ["posts", "profiles"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale, url } = fixedPageRequest(request, context, [BLOG_PATH]);
  const page = pageNumber(url);
  if (page === null) throw data(null, { status: 404 });
  const posts = await services.content.get(
    tenant,
    `blog:${locale}`,
    () => loadBlogPosts({ db, organizationId: tenant.id, locale, site: tenant.settings, siteName: tenant.name }),
    () => BLOG_TAGS,
  );
  // The index shows posts and their authors, and nothing else changeable (decision 044).
  dependsOn(context, ...BLOG_TAGS);
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });

  const title = businessTypeLabels(tenant.type, locale).blog;
  const labels = contentLabels(locale);
  const blogHref = localizePath(BLOG_PATH, locale, tenant.settings);
  const hrefOf = (n: number) => (n === 1 ? blogHref : `${blogHref}?page=${n}`);
  // Each page of the index is serialised once per organization and language (decision 011).
  const view = await services.content.get(
    tenant,
    `blog:${locale}:${page}`,
    async () =>
      pack<BlogPageView>({
        title,
        posts: posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
        page,
        pageCount,
        previousHref: page > 1 ? hrefOf(page - 1) : null,
        nextHref: page < pageCount ? hrefOf(page + 1) : null,
        labels,
      }),
    () => BLOG_TAGS,
  );
  const chrome = chromeLabels(locale);
  const breadcrumbs = breadcrumbsFor(
    BLOG_PATH,
    locale,
    tenant.settings,
    indexPathLabels(tenant.type, locale),
    chrome.home,
  );
  const origin = siteOrigin(request, context);
  return {
    view,
    breadcrumbs,
    breadcrumbLabel: chrome.breadcrumb,
    seo: seoMeta({
      origin,
      siteName: tenant.name,
      locale,
      site: tenant.settings,
      path: BLOG_PATH,
      search: page > 1 ? `?page=${page}` : "",
      title:
        page > 1
          ? `${title} (${labels.pageOf.replace("{page}", String(page)).replace("{total}", String(pageCount))})`
          : title,
      description: posts
        .map((post) => post.title)
        .slice(0, 4)
        .join(" · "),
      jsonLd: [breadcrumbJsonLd(origin, breadcrumbs)],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return unpack(loaderData.seo);
}

export default function BlogIndex() {
  const { view, breadcrumbs, breadcrumbLabel } = useLoaderData<typeof loader>();
  const { title, posts, page, pageCount, previousHref, nextHref, labels } = unpack(view);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 md:text-5xl">{title}</h1>
        {posts.length === 0 ? (
          <p className="mt-8 text-gray-600">{labels.noPosts}</p>
        ) : (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
                  {post.mainPhoto && (
                    <img
                      src={post.mainPhoto}
                      alt=""
                      loading="lazy"
                      width={600}
                      height={300}
                      className="aspect-[2/1] w-full bg-gray-100 object-cover"
                    />
                  )}
                  <div className="flex flex-1 flex-col p-5">
                    <h2 className="text-xl font-semibold text-gray-900">
                      <a
                        href={post.href}
                        className="hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                        {...fieldLang(post, "title")}
                      >
                        {post.title}
                      </a>
                    </h2>
                    {post.descriptionHtml && (
                      <div
                        className="rich-text mt-2 flex-1 text-gray-600"
                        {...fieldLang(post, "description")}
                        dangerouslySetInnerHTML={{ __html: post.descriptionHtml }}
                      />
                    )}
                    <p className="mt-4 text-sm text-gray-600">
                      {post.author && <>{post.author} · </>}
                      <time dateTime={post.createdOn}>{post.createdOnText}</time>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav aria-label={labels.pagination} className="mt-12 flex items-center justify-between gap-4">
            {previousHref ? (
              <a
                href={previousHref}
                rel="prev"
                className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-50"
              >
                ← {labels.previousPage}
              </a>
            ) : (
              <span />
            )}
            <p className="text-sm text-gray-600">
              {labels.pageOf.replace("{page}", String(page)).replace("{total}", String(pageCount))}
            </p>
            {nextHref ? (
              <a href={nextHref} rel="next" className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-50">
                {labels.nextPage} →
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
      <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
