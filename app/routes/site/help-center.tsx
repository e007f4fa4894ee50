import { useEffect, useState } from "react";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { AssistantView } from "../../../features/help-center/components/assistant-view.tsx";
import { ErrorArea } from "../../../features/help-center/components/help-content.tsx";
import { continueFromLink } from "../../../features/live-support/components/live-chat/continue.ts";
import { liveChatTexts } from "../../../features/live-support/components/live-chat/live-chat-texts.ts";
import {
  StartConversationWithoutScripts,
  type PlainStartTexts,
} from "../../../features/live-support/components/live-chat/start-without-scripts.tsx";
import {
  FaqList,
  FeatureList,
  HelpSearch,
  KnowledgeBase,
} from "../../../features/help-center/components/help-content.tsx";
import { helpTexts } from "../../../features/help-center/components/help-texts.ts";
import { LIVE_SUPPORT_HASH } from "../../../features/help-center/components/help-launcher.tsx";
import { ErrorMessage } from "../../components/layout/lazy-error-message.tsx";
import { getHelpCenterContent } from "../../../features/help-center/view-models/help-center.server.ts";
import { pack, unpack } from "../../view-models/packed.ts";
import { seoMeta, siteOrigin } from "../../view-models/seo.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/help-center";
import { fixedPageRequest } from "./content-request.server.ts";
import { startConversationAction } from "./conversation-action.server.ts";

const HELP_CENTER_PATH = "/help-center";
/** Sections of the page that `?view=` (the help_center section's cards) and `#…` can open. */
const PAGE_VIEWS = ["faq", "knowledge-base", "features", "ai"] as const;

/**
 * `/help-center` (spec public-site §2): the help center as a page of its own — a hidden area, so
 * no header, footer or banners — with search, FAQ, knowledge base, features and the assistant.
 * The same HTML for every visitor: it stays in the page cache.
 */
/** The live-support words of the plain form, as plain strings (loader data cannot carry functions). */
function plainStartTexts(locale: string): PlainStartTexts {
  const { intro, name, email, message, start, signedInAs } = liveChatTexts(locale);
  return { intro, name, email, message, start, signedInAs };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale, path } = fixedPageRequest(request, context, [HELP_CENTER_PATH]);
  const content = await services.content.get(tenant, `help-center:${locale}`, async () =>
    pack(await getHelpCenterContent({ db, organizationId: tenant.id, locale, site: tenant.settings })),
  );
  const t = helpTexts(locale);
  return {
    content,
    // The page's language only: the page's JavaScript carries no table of languages.
    texts: t,
    // Live support's words for the plain form of browsers without scripts.
    chatTexts: plainStartTexts(locale),
    siteName: tenant.name,
    homeHref: localizePath("/", locale, tenant.settings),
    seo: seoMeta({
      origin: siteOrigin(request, context),
      siteName: tenant.name,
      locale,
      site: tenant.settings,
      path,
      title: t.title,
      description: t.pageIntro,
    }),
  };
}

/** Live support without scripts: the plain form below starts a conversation (decision 055). */
export async function action({ request, context }: Route.ActionArgs) {
  fixedPageRequest(request, context, [HELP_CENTER_PATH]);
  return startConversationAction({ request, context });
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return unpack(loaderData.seo);
}

/** Live support lives in the site's help widget (not on this page): open the site with it on that view. */
function openLiveSupportOnSite(homeHref: string) {
  window.location.assign(`${homeHref}${LIVE_SUPPORT_HASH}`);
}

const sectionHeading = "mb-4 text-2xl font-semibold tracking-tight text-gray-900";

export default function HelpCenterPage() {
  const { content, siteName, homeHref, texts: t, chatTexts } = useLoaderData<typeof loader>();
  const started = useActionData<typeof action>() ?? null;
  const root = useRouteLoaderData<RootData>("root");
  const locale = root?.locale ?? "en";
  const { faqs, doc_sets, features } = unpack(content);
  // The server's reason is English; the page says its own words.
  const [linkError, setLinkError] = useState(false);

  // A mailed reply's link (`?conversation=…&continue=…`) opens that conversation in the site's widget.
  useEffect(() => {
    continueFromLink(window.location.search, () => openLiveSupportOnSite(homeHref)).catch(() => setLinkError(true));
  }, [homeHref]);

  // `?view=faq` (a section card) goes to that part of the page, as `#faq` does.
  useEffect(() => {
    const view = new URLSearchParams(window.location.search).get("view");
    if (!view || !(PAGE_VIEWS as readonly string[]).includes(view)) return;
    const target = document.getElementById(view);
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8" data-help-center-page="">
      <p>
        <a href={homeHref} className="text-sm font-medium text-primary underline underline-offset-2">
          ← {t.backToSite}
        </a>
      </p>
      {linkError && (
        <div className="mt-6">
          <ErrorArea message={t.linkInvalid} />
        </div>
      )}
      <div className="mt-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{siteName}</p>
        <h1 className="text-4xl font-bold tracking-tight text-gray-900">{t.title}</h1>
        <p className="mt-2 text-gray-700">{t.pageIntro}</p>
      </div>
      <div className="mt-6">
        <HelpSearch locale={locale} t={t} />
      </div>
      <nav aria-label={t.title} className="mt-6 flex flex-wrap gap-2">
        {PAGE_VIEWS.map((view) => (
          <a
            key={view}
            href={`#${view}`}
            className="rounded-full border border-gray-300 px-3 py-1 text-sm font-medium text-gray-800 hover:border-primary hover:text-primary"
          >
            {t.views[view]}
          </a>
        ))}
      </nav>
      <section id="faq" tabIndex={-1} aria-labelledby="help-faq" className="mt-10 scroll-mt-4 outline-none">
        <h2 id="help-faq" className={sectionHeading}>
          {t.views.faq}
        </h2>
        <FaqList faqs={faqs} t={t} />
      </section>
      <section id="knowledge-base" tabIndex={-1} aria-labelledby="help-kb" className="mt-10 scroll-mt-4 outline-none">
        <h2 id="help-kb" className={sectionHeading}>
          {t.views["knowledge-base"]}
        </h2>
        <KnowledgeBase docSets={doc_sets} t={t} />
      </section>
      <section id="features" tabIndex={-1} aria-labelledby="help-features" className="mt-10 scroll-mt-4 outline-none">
        <h2 id="help-features" className={sectionHeading}>
          {t.views.features}
        </h2>
        <FeatureList features={features} t={t} />
      </section>
      <section id="ai" tabIndex={-1} aria-labelledby="help-ai" className="mt-10 mb-16 scroll-mt-4 outline-none">
        <h2 id="help-ai" className={sectionHeading}>
          {t.views.ai}
        </h2>
        <AssistantView
          locale={locale}
          t={t}
          authenticated={Boolean(root?.viewer)}
          onLiveSupport={() => openLiveSupportOnSite(homeHref)}
        />
      </section>
      {/* Never shown by a browser that runs scripts: live support is the site's widget there. */}
      <noscript>
        <StartConversationWithoutScripts
          t={chatTexts}
          title={t.liveSupportTitle}
          signedIn={Boolean(root?.viewer)}
          result={started}
        />
      </noscript>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
