import { FallbackText } from "../fallback-text.tsx";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import {
  acceptAllServiceIds,
  COOKIE_LOADING_TIMEOUT_MS,
  rejectAllServiceIds,
  selectedServiceIds,
  type CookieCategoryView,
} from "../../../shared/rules/cookie-consent.ts";
import {
  applyConsent,
  fetchCookieCategories,
  fetchLastConsent,
  hasConsentChoice,
  LoadTimeoutError,
  postConsent,
  storedConsentedServices,
  withTimeout,
} from "../../browser/consent-client.ts";
import { SETTINGS_MESSAGES, settingsLabels } from "./settings-texts.ts";

type State =
  | { kind: "loading" }
  | { kind: "error"; message: string; canRetry: boolean }
  | { kind: "no-organization" }
  | { kind: "ready"; categories: CookieCategoryView[] };

type Tab = "categories" | "services";
const TABS: Tab[] = ["categories", "services"];
const STEP_PX = 16;

/**
 * The cookie settings dialog (spec public-site §2, §4, §8): draggable, tabs Categories and
 * Services, loading / error / ready, essential services on and locked. Loaded on first use.
 */
export default function CookieSettingsModal({
  locale,
  organizationId,
  opener,
}: {
  locale: string;
  organizationId: number | null | undefined;
  opener: HTMLElement | null;
}) {
  const t = settingsLabels(locale);
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<State>(organizationId ? { kind: "loading" } : { kind: "no-organization" });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [tab, setTab] = useState<Tab>("categories");
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; x: number; y: number } | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ categories: null, services: null });
  const content = useRef<HTMLDivElement | null>(null);

  // Focus goes to the first control (the Categories tab) once the choices are there, not to the drag
  // handle (the first button in the title bar): that is where a keyboard user has work to do. Only
  // while focus is still on the dialog itself, so a visitor who has moved on is not pulled back.
  const ready = state.kind === "ready";
  useEffect(() => {
    if (!ready) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === content.current) tabRefs.current.categories?.focus();
  }, [ready]);

  useEffect(() => {
    if (!organizationId) return;
    const controller = new AbortController();
    withTimeout(
      (signal) =>
        Promise.all([
          fetchCookieCategories(locale, signal),
          // The last recorded choice pre-selects the switches; without one, this browser's copy.
          fetchLastConsent(organizationId, signal).catch(() => null),
        ]),
      COOKIE_LOADING_TIMEOUT_MS,
      controller.signal,
    ).then(
      ([categories, last]) => {
        const previous = last ?? (hasConsentChoice() ? storedConsentedServices() : []);
        setChosen(new Set(selectedServiceIds(categories, new Set(previous))));
        setState({ kind: "ready", categories });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Cookie categories could not be loaded", error);
        setState(
          error instanceof LoadTimeoutError
            ? { kind: "error", message: SETTINGS_MESSAGES.timedOut, canRetry: false }
            : { kind: "error", message: SETTINGS_MESSAGES.loadFailed, canRetry: true },
        );
      },
    );
    return () => controller.abort();
  }, [locale, organizationId, attempt]);

  async function save(categories: CookieCategoryView[], services: number[], failure: string) {
    if (!organizationId) return setState({ kind: "no-organization" });
    const essential = new Set(rejectAllServiceIds(categories));
    const accepted = services.some((id) => !essential.has(id));
    setSaving(true);
    setSaveError(null);
    try {
      await postConsent({ organizationId, consentGiven: accepted, services });
    } catch (error) {
      console.warn("The consent could not be recorded", error);
      setSaveError(failure);
      setSaving(false);
      return;
    }
    applyConsent(categories, services, accepted);
    setSaving(false);
    setOpen(false);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button:not([data-drag-handle])")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, x: offset.x, y: offset.y };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start) return;
    // Keep the title bar on screen, however far the pointer goes.
    const maxX = window.innerWidth / 2;
    const maxY = window.innerHeight / 2 - 24;
    setOffset({
      x: Math.max(-maxX, Math.min(maxX, start.x + event.clientX - start.startX)),
      y: Math.max(-maxY, Math.min(maxY, start.y + event.clientY - start.startY)),
    });
  }
  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP_PX, 0],
      ArrowRight: [STEP_PX, 0],
      ArrowUp: [0, -STEP_PX],
      ArrowDown: [0, STEP_PX],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOffset((current) => ({ x: current.x + move[0], y: current.y + move[1] }));
  }
  const forward = (event: KeyboardEvent<HTMLButtonElement>) =>
    event.key === (getComputedStyle(event.currentTarget).direction === "rtl" ? "ArrowLeft" : "ArrowRight");
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      event.key === "Home"
        ? TABS[0]!
        : event.key === "End"
          ? TABS[TABS.length - 1]!
          : // On a right-to-left page the next tab is on the left.
            TABS[(index + (forward(event) ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const toggle = (ids: number[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const button =
    "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/40" />
        <Dialog.Content
          data-cookie-settings=""
          className="fixed top-1/2 left-1/2 z-[91] flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-xl flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none"
          style={{ transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` }}
          ref={content}
          onOpenAutoFocus={(event) => {
            // The dialog itself holds focus while its choices load (the effect above moves it on).
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          {...(state.kind === "ready" ? {} : { "aria-describedby": undefined })}
        >
          <div
            className="flex cursor-move touch-none items-start gap-3 border-b border-gray-200 px-6 pt-5 pb-4 select-none"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            data-drag-area=""
          >
            <div className="flex-1">
              <Dialog.Title className="text-lg font-semibold text-gray-900">{t.title}</Dialog.Title>
              {state.kind === "ready" && (
                <Dialog.Description className="mt-1 text-sm text-gray-700">{t.description}</Dialog.Description>
              )}
            </div>
            <button
              type="button"
              data-drag-handle=""
              aria-label={t.move}
              title={t.move}
              onKeyDown={onHandleKey}
              className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <circle cx="9" cy="6" r="1.5" />
                <circle cx="15" cy="6" r="1.5" />
                <circle cx="9" cy="12" r="1.5" />
                <circle cx="15" cy="12" r="1.5" />
                <circle cx="9" cy="18" r="1.5" />
                <circle cx="15" cy="18" r="1.5" />
              </svg>
            </button>
            <Dialog.Close
              aria-label={t.close}
              className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>

          <div className="overflow-y-auto px-6 py-5">
            {state.kind === "loading" && (
              <p role="status" className="py-8 text-center text-gray-700">
                {t.loading}
              </p>
            )}
            {state.kind === "error" && (
              <div className="py-6 text-center">
                <p role="alert" className="text-red-700">
                  {state.message}
                </p>
                {state.canRetry && (
                  <button
                    type="button"
                    className={`${button} mt-4 border border-gray-300 text-gray-900 hover:bg-gray-50`}
                    onClick={() => {
                      setState({ kind: "loading" });
                      setAttempt((n) => n + 1);
                    }}
                  >
                    {t.retry}
                  </button>
                )}
              </div>
            )}
            {state.kind === "no-organization" && (
              <div className="py-6 text-center">
                <p role="alert" className="text-red-700">
                  {SETTINGS_MESSAGES.noOrganization}
                </p>
                <div className="mt-4 flex justify-center gap-2">
                  <Dialog.Close className={`${button} border border-gray-300 text-gray-900 hover:bg-gray-50`}>
                    {t.close}
                  </Dialog.Close>
                  <button
                    type="button"
                    className={`${button} bg-primary text-white`}
                    onClick={() => window.location.reload()}
                  >
                    {t.reload}
                  </button>
                </div>
              </div>
            )}
            {state.kind === "ready" && (
              <>
                <div role="tablist" aria-label={t.title} className="mb-4 flex gap-1 border-b border-gray-200">
                  {TABS.map((name) => (
                    <button
                      key={name}
                      ref={(node) => {
                        tabRefs.current[name] = node;
                      }}
                      type="button"
                      role="tab"
                      id={`cookie-tab-${name}`}
                      aria-selected={tab === name}
                      aria-controls={`cookie-panel-${name}`}
                      tabIndex={tab === name ? 0 : -1}
                      onClick={() => setTab(name)}
                      onKeyDown={onTabKey}
                      className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 aria-selected:border-primary aria-selected:text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                    >
                      {name === "categories" ? t.categories : t.services}
                    </button>
                  ))}
                </div>
                <div role="tabpanel" id={`cookie-panel-${tab}`} aria-labelledby={`cookie-tab-${tab}`}>
                  <ul className="space-y-4">
                    {tab === "categories"
                      ? state.categories.map((category) => {
                          const ids = category.cookie_service.map((s) => s.id);
                          const on = category.is_essential || (ids.length > 0 && ids.every((id) => chosen.has(id)));
                          return (
                            <li key={category.id} className="flex items-start gap-4">
                              <div className="flex-1">
                                <p id={`cookie-category-${category.id}`} className="font-medium text-gray-900">
                                  <FallbackText view={category} field="name">
                                    {category.name}
                                  </FallbackText>
                                </p>
                                <p className="text-sm text-gray-700">
                                  <FallbackText view={category} field="description">
                                    {category.description}
                                  </FallbackText>
                                </p>
                                {ids.length === 0 && <p className="text-sm text-gray-600">{t.noServices}</p>}
                              </div>
                              <Switch
                                labelledBy={`cookie-category-${category.id}`}
                                checked={on}
                                locked={category.is_essential || ids.length === 0}
                                lockedText={category.is_essential ? t.alwaysOn : undefined}
                                onChange={(value) => toggle(ids, value)}
                              />
                            </li>
                          );
                        })
                      : state.categories.flatMap((category) =>
                          category.cookie_service.map((service) => (
                            <li key={service.id} className="flex items-start gap-4">
                              <div className="flex-1">
                                <p id={`cookie-service-${service.id}`} className="font-medium text-gray-900">
                                  <FallbackText view={service} field="name">
                                    {service.name}
                                  </FallbackText>
                                </p>
                                <p className="text-sm text-gray-700">
                                  <span className="font-medium">
                                    <FallbackText view={category} field="name">
                                      {category.name}
                                    </FallbackText>
                                  </span>
                                  {service.description ? ` · ${service.description}` : ""}
                                </p>
                              </div>
                              <Switch
                                labelledBy={`cookie-service-${service.id}`}
                                checked={category.is_essential || chosen.has(service.id)}
                                locked={category.is_essential}
                                lockedText={category.is_essential ? t.alwaysOn : undefined}
                                onChange={(value) => toggle([service.id], value)}
                              />
                            </li>
                          )),
                        )}
                  </ul>
                </div>
                {saveError && (
                  <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                    {saveError}
                  </p>
                )}
              </>
            )}
          </div>

          {state.kind === "ready" && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-6 py-4">
              <button
                type="button"
                disabled={saving}
                className={`${button} border border-gray-300 text-gray-900 hover:bg-gray-50`}
                onClick={() =>
                  save(state.categories, rejectAllServiceIds(state.categories), SETTINGS_MESSAGES.consentFailed)
                }
              >
                {t.rejectAll}
              </button>
              <button
                type="button"
                disabled={saving}
                className={`${button} border border-gray-300 text-gray-900 hover:bg-gray-50`}
                onClick={() =>
                  save(state.categories, acceptAllServiceIds(state.categories), SETTINGS_MESSAGES.consentFailed)
                }
              >
                {t.acceptAll}
              </button>
              <button
                type="button"
                disabled={saving}
                className={`${button} bg-primary text-white hover:bg-primary-hover`}
                onClick={() =>
                  save(state.categories, selectedServiceIds(state.categories, chosen), SETTINGS_MESSAGES.settingsFailed)
                }
              >
                {t.save}
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Switch({
  labelledBy,
  checked,
  locked,
  lockedText,
  onChange,
}: {
  labelledBy: string;
  checked: boolean;
  locked: boolean;
  lockedText?: string;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-2">
      {lockedText && <span className="text-xs font-medium text-gray-700">{lockedText}</span>}
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelledBy}
        aria-disabled={locked || undefined}
        disabled={locked}
        onClick={() => onChange(!checked)}
        className="relative inline-flex h-6 w-11 items-center rounded-full bg-gray-400 transition-colors aria-checked:bg-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5.5 rtl:-translate-x-5.5" : "translate-x-0.5 rtl:-translate-x-0.5"}`}
        />
      </button>
    </div>
  );
}
