import { useCallback, useEffect, useId, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { openEditor } from "../../../app/browser/edit-requests.ts";
import { useUiLanguage } from "../../../app/components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import type { LaunchChecklist, LaunchItem } from "../shared/launch-checklist.ts";

type Language = { locale: UiLocale };

/** Each item's label and hint in the admin's UI language. */
const ITEM_TEXTS: Record<LaunchItem, { label: (l: Language) => string; hint: (l: Language) => string }> = {
  logo: { label: (l) => m.platform_launchLogo({}, l), hint: (l) => m.platform_launchLogoHint({}, l) },
  hero: { label: (l) => m.platform_launchHero({}, l), hint: (l) => m.platform_launchHeroHint({}, l) },
  contact: { label: (l) => m.platform_launchContact({}, l), hint: (l) => m.platform_launchContactHint({}, l) },
  policies: { label: (l) => m.platform_launchPolicies({}, l), hint: (l) => m.platform_launchPoliciesHint({}, l) },
  languages: {
    label: (l) => m.platform_launchLanguages({}, l),
    hint: (l) => m.platform_launchLanguagesHint({}, l),
  },
};

const CHECKLIST_PATH = "/api/site/launch-checklist";
const PUBLISH_PATH = "/api/site/publish";

async function sendJson(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * The launch checklist (decision 063): shown to a new site's admins while it is a
 * draft, with what is left before publishing — each item opening its editor, or ticked by hand —
 * and the Publish button; after publishing it says so until an admin puts it away.
 */
export function LaunchChecklistPanel() {
  const language = useUiLanguage();
  const [checklist, setChecklist] = useState<LaunchChecklist | null>(null);
  // Open where there is room for it; on a phone it starts folded, a small bar beside the help button.
  const [open, setOpen] = useState(
    () => typeof window === "undefined" || window.matchMedia("(min-width: 640px)").matches,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const headingId = useId();

  const [version, setVersion] = useState(0);
  const load = useCallback(async () => setVersion((value) => value + 1), []);

  // An editor's save revalidates the page's data and may tick an item (a logo, the hero): look again then.
  const root = useRouteLoaderData("root");
  useEffect(() => {
    let live = true;
    sendJson("GET", CHECKLIST_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<LaunchChecklist>) : null))
      .then((data) => {
        if (live && data) setChecklist(data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [version, root]);

  // A draft; or a site just published here, until put away. Sites that were never drafts: nothing.
  const shown =
    checklist &&
    !checklist.dismissed &&
    (checklist.status === "draft" || (checklist.status === "live" && checklist.published_at !== null));
  if (!shown) return null;

  const saveTicks = async (ticks: Record<string, boolean>, extra: Record<string, unknown> = {}) => {
    setBusy(true);
    const current = await sendJson("GET", CHECKLIST_PATH);
    const fresh = current.ok ? ((await current.json()) as LaunchChecklist) : checklist;
    const stored = Object.fromEntries(
      fresh.items.filter((item) => item.by === "tick").map((i) => [`${i.id}_reviewed`, i.done]),
    );
    const response = await sendJson("PUT", `/api/organizations/${fresh.organization_id}`, {
      updated_at: fresh.updated_at,
      settings: { launch_checklist: { ...stored, dismissed: fresh.dismissed, ...ticks }, ...extra },
    });
    setBusy(false);
    if (!response.ok) setMessage(m.platform_launchNotSaved({}, language));
    await load();
  };

  const act = (id: LaunchItem) => {
    switch (id) {
      case "logo":
        return openEditor({ kind: "global-settings" });
      case "hero":
        return openEditor(
          checklist.hero
            ? checklist.hero.kind === "hero"
              ? { kind: "hero", mode: "edit", id: checklist.hero.id }
              : { kind: "heading-section", mode: "edit", id: checklist.hero.id }
            : { kind: "hero", mode: "create" },
        );
      case "contact":
        return void saveTicks({ contact_reviewed: true });
      case "policies":
        return void saveTicks({ policies_reviewed: true });
      case "languages":
        return void saveTicks({}, { untranslated_locales: null });
    }
  };

  const publish = async () => {
    setBusy(true);
    setMessage("");
    const response = await sendJson("POST", PUBLISH_PATH);
    setBusy(false);
    if (response.ok) {
      setMessage(m.platform_launchPublished({}, language));
      await load();
    } else {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      setMessage(body.error ?? m.platform_launchNotPublished({}, language));
    }
  };

  const done = checklist.items.filter((item) => item.done).length;
  const number = new Intl.NumberFormat(language.locale);
  const languageList = (codes: string[]) =>
    new Intl.ListFormat(language.locale, { style: "short", type: "unit" }).format(codes);
  const live = checklist.status === "live";
  return (
    <section
      aria-labelledby={headingId}
      data-launch-checklist
      // Above the cookie banner while it is shown (it would hide Publish), and never taller than the
      // screen left above it: the list scrolls instead.
      style={{
        bottom: "calc(1rem + var(--cookie-banner-height, 0px))",
        maxHeight: "calc(100dvh - 2rem - var(--cookie-banner-height, 0px))",
      }}
      className={`fixed start-4 flex flex-col ${open ? "z-[80]" : "z-[60]"} rounded-lg border border-slate-300 bg-white text-slate-900 shadow-xl ${open ? "w-[min(22rem,calc(100vw-2rem))]" : "w-auto"}`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={headingId} className="text-base font-semibold">
          {live ? (
            m.platform_launchLive({}, language)
          ) : (
            <>
              <span className={open ? "" : "hidden sm:inline"}>{m.platform_launchBefore({}, language)}</span>
              <span className={open ? "hidden" : "sm:hidden"}>{m.platform_launchChecklist({}, language)}</span>{" "}
              {m.platform_launchProgress(
                { done: number.format(done), total: number.format(checklist.items.length) },
                language,
              )}
            </>
          )}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-label={open ? m.platform_launchHideLabel({}, language) : m.platform_launchShowLabel({}, language)}
          onClick={() => setOpen((value) => !value)}
          className="rounded px-2 py-1 text-sm font-medium text-indigo-800 hover:bg-slate-100"
        >
          {open ? m.platform_launchHide({}, language) : m.platform_launchShow({}, language)}
        </button>
      </div>
      {open && (
        <div className="min-h-0 space-y-3 overflow-y-auto px-4 py-3">
          {!live && (
            <ul className="space-y-2">
              {checklist.items.map((item) => {
                const label = ITEM_TEXTS[item.id].label(language);
                const actionLabel =
                  item.id === "logo" || item.id === "hero"
                    ? m.platform_launchEdit({}, language)
                    : item.done
                      ? m.platform_launchDone({}, language)
                      : m.platform_launchMarkReviewed({}, language);
                return (
                  <li key={item.id} data-launch-item={item.id} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${item.done ? "bg-emerald-700 text-white" : "border-2 border-slate-400"}`}
                    >
                      {item.done ? "✓" : ""}
                    </span>
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block font-medium">
                        <span aria-hidden="true">{label}</span>
                        <span className="sr-only">
                          {item.done
                            ? m.platform_launchItemDone({ item: label }, language)
                            : m.platform_launchItemToDo({ item: label }, language)}
                        </span>
                      </span>
                      <span className="block text-slate-600">
                        {item.id === "languages" && checklist.untranslated_locales.length > 0
                          ? m.platform_launchLanguagesHintList(
                              { languages: languageList(checklist.untranslated_locales) },
                              language,
                            )
                          : ITEM_TEXTS[item.id].hint(language)}
                      </span>
                      {item.id === "contact" && (
                        <a href="/contact" className="text-indigo-800 underline">
                          {m.platform_launchOpenContact({}, language)}
                        </a>
                      )}
                      {item.id === "policies" && (
                        <a href="/privacy-policy" className="text-indigo-800 underline">
                          {m.platform_launchOpenPrivacy({}, language)}
                        </a>
                      )}
                    </span>
                    {!(item.by === "tick" && item.done) && !(item.id === "languages" && item.done) && (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => act(item.id)}
                        aria-label={m.platform_launchActionLabel({ action: actionLabel, item: label }, language)}
                        className="shrink-0 rounded border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 disabled:opacity-60"
                      >
                        {actionLabel}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <p aria-live="polite" className="text-sm text-slate-700 empty:hidden">
            {message}
          </p>
          {live ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void saveTicks({ dismissed: true })}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
            >
              {m.platform_launchClose({}, language)}
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => void publish()}
              className="w-full rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
            >
              {m.platform_launchPublish({}, language)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
