import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { authApi } from "../../browser/auth-client.ts";
import { useUiLanguage } from "../ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";

/** Logout clears the session and goes to /login (spec §6). */
export function LogoutButton() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const ui = useUiLanguage();
  return (
    <button
      type="button"
      disabled={busy}
      className="rounded-md px-3 py-2 text-sm font-medium text-gray-600 hover:bg-gray-50 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
      onClick={async () => {
        setBusy(true);
        await authApi.signOut();
        await navigate("/login", { replace: true });
        void revalidator.revalidate();
      }}
    >
      {busy ? m.admin_loggingOut({}, ui) : m.admin_logout({}, ui)}
    </button>
  );
}
