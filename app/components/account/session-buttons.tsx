import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { authApi, genericFailureMessage } from "../../browser/auth-client.ts";
import { useAccountLabels } from "./account-labels.ts";

const buttonClass =
  "inline-flex items-center justify-center rounded-md border px-4 py-2 text-sm font-medium shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Logout (this browser) and "Sign out everywhere" (every session of the account). Both end at
 * /login (spec §6); the root loader is reloaded so that no page keeps showing the old viewer.
 */
export function SessionButtons({ loginPath = "/login" }: { loginPath?: string }) {
  const navigate = useNavigate();
  const t = useAccountLabels();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"logout" | "everywhere" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: "logout" | "everywhere") {
    setBusy(kind);
    setError(null);
    const result = kind === "logout" ? await authApi.signOut() : await authApi.signOutEverywhere();
    if (!result.ok && result.status !== 401) {
      setBusy(null);
      setError(genericFailureMessage(result));
      return;
    }
    await navigate(loginPath, { replace: true });
    void revalidator.revalidate();
  }

  return (
    <div className="space-y-3">
      <div
        role="alert"
        className={error ? "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" : "sr-only"}
      >
        {error}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${buttonClass} border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
          disabled={busy !== null}
          onClick={() => run("logout")}
        >
          {busy === "logout" ? t.loggingOut : t.logout}
        </button>
        <button
          type="button"
          className={`${buttonClass} border-red-200 bg-white text-red-700 hover:bg-red-50`}
          disabled={busy !== null}
          onClick={() => run("everywhere")}
        >
          {busy === "everywhere" ? t.signingOutEverywhere : t.signOutEverywhere}
        </button>
      </div>
      <p className="text-sm text-gray-500">{t.signOutEverywhereHint}</p>
    </div>
  );
}
