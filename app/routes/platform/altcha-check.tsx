import { useEffect, useState } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/**
 * The sign-up's bot check (decision 062): fetches an ALTCHA challenge from the platform and solves
 * it in the page with altcha-lib's own solver (loaded only here), then puts the proof in a hidden
 * `altcha` field. Nothing to click: a screen reader hears the progress from a polite status
 * region, and a failure offers a real button to try again. Without scripts there is no proof,
 * which the page says in a <noscript>.
 */
type State = "working" | "done" | "failed";

const MESSAGES: Record<State, (language: { locale: UiLocale }) => string> = {
  working: (language) => m.platform_altchaWorking({}, language),
  done: (language) => m.platform_altchaDone({}, language),
  failed: (language) => m.platform_altchaFailed({}, language),
};

export function AltchaCheck({ generation, error }: { generation: unknown; error?: string | null }) {
  const language = useUiLanguage();
  const [attempt, setAttempt] = useState(0);
  // The proof of the current challenge: one made for an earlier form answer or attempt is spent or stale.
  const [solved, setSolved] = useState<{ generation: unknown; attempt: number; value: string | null } | null>(null);
  const current = solved && solved.generation === generation && solved.attempt === attempt ? solved : null;
  const state: State = current ? (current.value ? "done" : "failed") : "working";
  const value = current?.value ?? "";

  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    const finish = (proof: string | null) => {
      if (!cancelled) setSolved({ generation, attempt, value: proof });
    };
    void (async () => {
      try {
        const response = await fetch("/api/platform/altcha", { headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`challenge: ${response.status}`);
        const challenge = await response.json();
        const [{ solveChallenge }, { deriveKey }] = await Promise.all([
          import("altcha-lib"),
          import("altcha-lib/algorithms/web/sha"),
        ]);
        const solution = await solveChallenge({ challenge, deriveKey, controller });
        finish(solution ? btoa(JSON.stringify({ challenge, solution })) : null);
      } catch {
        finish(null);
      }
    })();
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [generation, attempt]);

  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-3 text-sm">
      <input type="hidden" name="altcha" value={value} />
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={
            state === "done"
              ? "inline-flex size-5 items-center justify-center rounded-full bg-green-700 text-xs text-white"
              : state === "failed"
                ? "inline-flex size-5 items-center justify-center rounded-full bg-red-700 text-xs text-white"
                : "inline-block size-4 animate-spin rounded-full border-2 border-slate-400 border-t-transparent"
          }
        >
          {state === "done" ? "✓" : state === "failed" ? "!" : ""}
        </span>
        <p id="altcha-status" role="status" className="text-slate-800">
          {MESSAGES[state](language)}
        </p>
      </div>
      {state === "failed" && (
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {m.platform_altchaRetry({}, language)}
        </button>
      )}
      {error && (
        <p id="altcha-error" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <noscript>
        <p className="font-medium text-red-700">{m.platform_altchaNoScript({}, language)}</p>
      </noscript>
    </div>
  );
}
