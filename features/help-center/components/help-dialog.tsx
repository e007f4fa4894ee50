import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
import {
  ArrowLeft,
  BookOpen,
  ChevronUp,
  CircleHelp,
  LifeBuoy,
  Maximize2,
  MessageCircle,
  Minimize2,
  PanelRightOpen,
  Sparkles,
  Star,
  X,
} from "lucide-react";
import { useLocation } from "react-router";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import { languageCookie, languageOptions } from "../../../app/browser/language-switch.ts";
import { cn } from "../../../app/components/ui/cn.ts";
import { AssistantView } from "./assistant-view.tsx";
import { LiveChat } from "../../live-support/components/live-chat/live-chat.tsx";
import {
  ArticleReader,
  ErrorArea,
  FaqList,
  FeatureList,
  HelpSearch,
  KnowledgeBase,
  Loading,
  useHelpData,
  type HelpArticle,
  type HelpContent,
} from "./help-content.tsx";
import { helpTexts, type HelpTexts } from "./help-texts.ts";
import {
  effectiveSize,
  MOBILE_BREAKPOINT_PX,
  nextSize,
  readMode,
  readWidgetState,
  SCROLL_THRESHOLD_PX,
  writeMode,
  writeWidgetState,
  type HelpMode,
  type HelpSize,
  type HelpView,
  type WidgetState,
} from "./widget-state.ts";

/**
 * An ask to open: `view` to open on (else the stored one, when fresh), `at` when it was asked (a
 * stored view's age counts to then, not to the end of this dialog's download).
 */
export type OpenRequest = { nonce: number; view?: HelpView; at: number };

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
function useMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

const session = () => (typeof window === "undefined" ? undefined : window.sessionStorage);
const local = () => (typeof window === "undefined" ? undefined : window.localStorage);

/** Where the dialog sits for each size (spec public-site §9: 400×750 initially; phones half or full). */
function placement(size: HelpSize, mode: HelpMode, mobile: boolean): string {
  if (size === "fullscreen") return "inset-0";
  if (mobile) return "inset-x-0 bottom-0 h-[50dvh] min-h-80 rounded-t-2xl";
  if (mode === "chat")
    return "end-4 bottom-4 h-[min(560px,calc(100dvh-2rem))] w-[min(360px,calc(100vw-2rem))] rounded-2xl";
  if (size === "half") return "top-0 end-0 h-dvh w-1/2";
  return "end-4 bottom-4 h-[min(750px,calc(100dvh-2rem))] w-[min(400px,calc(100vw-2rem))] rounded-2xl";
}

const CHAT_VIEWS: HelpView[] = ["ai", "live-support"];
const VIEW_ICONS = {
  faq: CircleHelp,
  "knowledge-base": BookOpen,
  features: Star,
  ai: Sparkles,
  "live-support": LifeBuoy,
} as const;

/**
 * The help center dialog (spec public-site §2, §4): six views, three sizes, a compact chat-widget
 * mode. Radix Dialog traps focus and closes on Escape; focus then goes back to the help button.
 * Downloaded on first open (or when the last page left it open), never in a page's first download.
 */
export default function HelpDialog({
  locale,
  authenticated,
  open,
  request,
  onOpenChange,
  returnFocus,
  site,
}: {
  locale: Locale;
  site: LocaleSite;
  /** Kept for the launcher's call; live support no longer needs a sign-in link (decision 038). */
  loginHref: string;
  authenticated: boolean;
  open: boolean;
  request: OpenRequest;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = helpTexts(locale);
  const mobile = useMobile();
  const [state, setState] = useState<WidgetState>(() => {
    const restored = readWidgetState(session(), request.at);
    return request.view ? { ...restored, view: request.view, articleId: null } : restored;
  });
  const [mode, setMode] = useState<HelpMode>(() => readMode(local()));
  const [showTop, setShowTop] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  // A new request (the Contact entry) opens on its view: state adjusted while rendering, not in an effect.
  const [handled, setHandled] = useState(request.nonce);
  if (handled !== request.nonce) {
    setHandled(request.nonce);
    if (request.view) setState((current) => ({ ...current, view: request.view!, articleId: null }));
  }

  // Kept for the next page: written on each change and again when the page goes (its age counts from then).
  useEffect(() => {
    writeWidgetState(session(), state, Date.now());
    const save = () => writeWidgetState(session(), state, Date.now());
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [state]);
  useEffect(() => writeMode(local(), mode), [mode]);

  const view: HelpView = mode === "chat" && !CHAT_VIEWS.includes(state.view) ? "ai" : state.view;
  const size = effectiveSize(state.size, mobile);
  const chatView = CHAT_VIEWS.includes(view);

  const go = (next: HelpView) => setState((current) => ({ ...current, view: next, articleId: null }));
  const back = () =>
    setState((current) => (current.articleId ? { ...current, articleId: null } : { ...current, view: "welcome" }));

  // A new view starts at its top, with focus on its title (the button pressed is gone).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    body.current?.scrollTo?.({ top: 0 });
    setShowTop(false);
    title.current?.focus();
  }, [view, state.articleId]);

  const [content, retryContent] = useHelpData<HelpContent>(
    open && mode === "help" ? `/api/help-center?locale=${encodeURIComponent(locale)}` : null,
    t.loadError,
  );
  const [article, retryArticle] = useHelpData<HelpArticle>(
    state.articleId ? `/api/help-center/articles/${state.articleId}?locale=${encodeURIComponent(locale)}` : null,
    t.loadError,
  );

  const heading = t.views[view];
  const sizeLabel = t.resize.replace("{next}", t.sizes[nextSize(state.size, mobile)]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/20" />
        <Dialog.Content
          aria-describedby={undefined}
          lang={locale}
          data-help-dialog=""
          data-view={view}
          data-size={size}
          data-mode={mode}
          onClickCapture={(event) => {
            // A link followed from inside (a search result, an assistant's source, an article's
            // page) leads to a page to read: the dialog closes, and the next page does not reopen it
            // over what the visitor went to see. Closed after the click, so the link is followed first.
            if (followsLink(event)) setTimeout(() => onOpenChange(false), 0);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className={cn(
            "fixed z-[91] flex flex-col overflow-hidden border border-gray-200 bg-white shadow-2xl outline-none",
            placement(size, mode, mobile),
          )}
        >
          <div className="flex items-center gap-1 border-b border-gray-200 px-2 py-2">
            {(view !== "welcome" || state.articleId) && !(mode === "chat" && !state.articleId) && (
              <button type="button" onClick={back} className={iconButton} data-help-back="">
                <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                <span className="sr-only">{t.back}</span>
              </button>
            )}
            <Dialog.Title
              ref={title}
              tabIndex={-1}
              className="min-w-0 flex-1 truncate px-2 font-semibold text-gray-900 outline-none"
            >
              {heading}
            </Dialog.Title>
            {(mobile || mode === "help") && (
              <button
                type="button"
                onClick={() => setState((current) => ({ ...current, size: nextSize(current.size, mobile) }))}
                className={iconButton}
                title={sizeLabel}
                data-help-resize=""
              >
                {size === "fullscreen" ? (
                  <Minimize2 aria-hidden="true" className="size-4" />
                ) : (
                  <Maximize2 aria-hidden="true" className="size-4" />
                )}
                <span className="sr-only">{sizeLabel}</span>
              </button>
            )}
            <button
              type="button"
              onClick={() => setMode(mode === "help" ? "chat" : "help")}
              className={iconButton}
              title={mode === "help" ? t.toChat : t.toHelp}
              data-help-mode-switch=""
            >
              {mode === "help" ? (
                <MessageCircle aria-hidden="true" className="size-4" />
              ) : (
                <PanelRightOpen aria-hidden="true" className="size-4" />
              )}
              <span className="sr-only">{mode === "help" ? t.toChat : t.toHelp}</span>
            </button>
            <Dialog.Close className={iconButton} data-help-close="">
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.close}</span>
            </Dialog.Close>
          </div>
          {mode === "chat" && (
            <div role="group" aria-label={t.title} className="flex gap-1 border-b border-gray-200 px-2 py-1.5">
              {CHAT_VIEWS.map((entry) => (
                <button
                  key={entry}
                  type="button"
                  aria-pressed={view === entry}
                  onClick={() => go(entry)}
                  className="rounded-md px-2 py-1 text-sm text-gray-700 hover:bg-gray-100 aria-pressed:bg-gray-100 aria-pressed:font-semibold aria-pressed:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {t.views[entry]}
                </button>
              ))}
            </div>
          )}
          {/* The chat views (assistant, live support) fill the body as a column: their messages
              scroll inside and their reply box stays in view; the other views scroll as a whole. */}
          <div
            ref={body}
            onScroll={(event) => setShowTop(event.currentTarget.scrollTop > SCROLL_THRESHOLD_PX)}
            className={cn(
              "relative min-h-0 flex-1 px-4 py-4",
              chatView ? "flex flex-col overflow-hidden" : "overflow-y-auto",
            )}
            data-help-body=""
          >
            <ViewBody
              view={view}
              t={t}
              locale={locale}
              authenticated={authenticated}
              content={content}
              retryContent={retryContent}
              article={state.articleId ? article : null}
              retryArticle={retryArticle}
              go={go}
              languagePicker={
                site.supportedLocales.length > 1 && (
                  <LanguagePicker
                    t={t}
                    locale={locale}
                    site={site}
                    save={() => writeWidgetState(session(), state, Date.now())}
                  />
                )
              }
              openArticle={(id) => setState((current) => ({ ...current, articleId: id }))}
            />
          </div>
          {/* Below the scrolling body, never over it: floating over the content it covered the
              buttons under it ("This solved my question" on a phone). */}
          {showTop && !chatView && (
            <div className="flex shrink-0 justify-end border-t border-gray-200 px-2 py-1.5">
              <button
                type="button"
                onClick={() => body.current?.scrollTo({ top: 0, behavior: "smooth" })}
                className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-white px-3 py-1 text-xs font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
                data-help-top=""
              >
                <ChevronUp aria-hidden="true" className="size-4" />
                {t.backToTop}
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A click that follows a link to a page in this tab (not a new tab, a download or a fragment). */
function followsLink(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target && link.target !== "_self") return false;
  return !link.getAttribute("href")!.startsWith("#");
}

type Loaded<T> = ReturnType<typeof useHelpData<T>>[0];

function ViewBody({
  view,
  t,
  locale,
  authenticated,
  content,
  retryContent,
  article,
  retryArticle,
  go,
  openArticle,
  languagePicker,
}: {
  view: HelpView;
  t: HelpTexts;
  locale: string;
  authenticated: boolean;
  content: Loaded<HelpContent>;
  retryContent: () => void;
  article: Loaded<HelpArticle> | null;
  retryArticle: () => void;
  go: (view: HelpView) => void;
  openArticle: (id: number) => void;
  languagePicker: ReactNode;
}) {
  if (view === "ai")
    return (
      <AssistantView locale={locale} t={t} authenticated={authenticated} onLiveSupport={() => go("live-support")} />
    );
  if (view === "live-support") return <LiveChat locale={locale} authenticated={authenticated} onAi={() => go("ai")} />;
  if (view === "welcome") {
    return (
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-lg font-semibold text-gray-900">{t.welcomeTitle}</p>
          <p className="text-sm text-gray-600">{t.welcomeBody}</p>
        </div>
        <HelpSearch locale={locale} t={t} limit={5} />
        <nav aria-label={t.title}>
          <ul role="list" className="flex flex-col gap-2">
            {(["faq", "knowledge-base", "features", "ai", "live-support"] as const).map((entry) => {
              const Icon = VIEW_ICONS[entry];
              return (
                <li key={entry}>
                  <button
                    type="button"
                    onClick={() => go(entry)}
                    data-help-go={entry}
                    className="flex w-full items-center gap-3 rounded-lg border border-gray-200 p-3 text-start hover:border-primary hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                    <span>
                      <span className="block font-medium text-gray-900">{t.views[entry]}</span>
                      <span className="block text-sm text-gray-600">{t.viewHints[entry]}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {languagePicker}
      </div>
    );
  }
  if (article) {
    if (article.state === "loading") return <Loading label={t.loading} />;
    if (article.state === "error")
      return <ErrorArea message={article.message} onRetry={retryArticle} retryLabel={t.retry} />;
    return <ArticleReader article={article.data} t={t} />;
  }
  if (content.state === "loading") return <Loading label={t.loading} />;
  if (content.state === "error")
    return <ErrorArea message={content.message} onRetry={retryContent} retryLabel={t.retry} />;
  if (view === "faq") return <FaqList faqs={content.data.faqs} t={t} />;
  if (view === "features") return <FeatureList features={content.data.features} t={t} />;
  return <KnowledgeBase docSets={content.data.doc_sets} t={t} onOpen={(entry) => openArticle(entry.id)} />;
}

/** As the header's language links do: the choice is remembered, then the page opens in that language. */
function switchLanguage(locale: Locale, href: string) {
  document.cookie = languageCookie(locale);
  window.location.assign(href);
}

/**
 * The page in another language, from inside the help center: the state is written just before the
 * page changes, and the new page restores it (spec public-site §4: within 5 s).
 */
function LanguagePicker({
  t,
  locale,
  site,
  save,
}: {
  t: HelpTexts;
  locale: Locale;
  site: LocaleSite;
  save: () => void;
}) {
  const location = useLocation();
  const options = languageOptions({ ...location, current: locale, site });
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {t.language}
      <select
        value={locale}
        data-help-language=""
        onChange={(event) => {
          const option = options.find((entry) => entry.locale === event.target.value);
          if (!option || option.current) return;
          save();
          switchLanguage(option.locale, option.href);
        }}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.locale} value={option.locale} lang={option.locale}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary";
