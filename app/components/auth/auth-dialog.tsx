import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { MODAL_SWITCH_DELAY_MS } from "../../../shared/rules/auth-rules.ts";
import { localizePath } from "../../../shared/i18n/locales.ts";
import type { RootData } from "../../root.tsx";
import type { AuthDialogRequest, AuthDialogView } from "./auth-dialog-host.tsx";
import { linkClass } from "./form-parts.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { useAuthLabels } from "./auth-labels.ts";

/** The login and register modal (lazily loaded by AuthDialogHost). */
export default function AuthDialog({ request }: { request: AuthDialogRequest }) {
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<AuthDialogView>(request.view);
  const [switching, setSwitching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const site = root?.site;
  const localized = (path: string) =>
    site && root
      ? localizePath(path, root.locale, { defaultLocale: site.defaultLocale, supportedLocales: site.supportedLocales })
      : path;

  // Spec §2: switching between the login and register modals is delayed 300 ms.
  function switchTo(next: AuthDialogView) {
    if (switching || next === view) return;
    setSwitching(true);
    timer.current = setTimeout(() => {
      setView(next);
      setSwitching(false);
    }, MODAL_SWITCH_DELAY_MS);
  }

  const labels = useAuthLabels();
  const text =
    view === "login"
      ? { title: labels.loginTitle, description: labels.loginDescription }
      : { title: labels.registerTitle, description: labels.registerDescription };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[91] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger: hand the focus back to whatever opened the dialog.
            if (request.opener?.isConnected) {
              event.preventDefault();
              request.opener.focus();
            }
          }}
        >
          <div
            className={`transition-opacity duration-300 motion-reduce:transition-none ${switching ? "opacity-0" : "opacity-100"}`}
            aria-busy={switching}
          >
            <div className="mb-6 pe-8">
              <Dialog.Title className="text-2xl font-semibold tracking-tight text-gray-900">{text.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600">
                {site ? `${site.name}: ` : ""}
                {text.description}
              </Dialog.Description>
            </div>
            {view === "login" ? (
              <LoginForm
                key="login"
                autoFocus
                action={localized("/login")}
                currentPath={location.pathname + location.search}
                onLeave={() => setOpen(false)}
                footer={
                  <div className="flex flex-col gap-2 pt-2 text-sm sm:flex-row sm:justify-between">
                    <Link to={localized("/reset-password")} className={linkClass} onClick={() => setOpen(false)}>
                      {labels.forgotPassword}
                    </Link>
                    <button type="button" className={`${linkClass} text-start`} onClick={() => switchTo("register")}>
                      {labels.registerTitle}
                    </button>
                  </div>
                }
              />
            ) : (
              <RegisterForm
                key="register"
                autoFocus
                action={localized("/register")}
                loginPath={localized("/login")}
                onLeave={() => setOpen(false)}
                loginLink={
                  <button type="button" className={linkClass} onClick={() => switchTo("login")}>
                    {labels.backToLogin}
                  </button>
                }
                footer={
                  <p className="pt-2 text-sm text-gray-600">
                    {labels.alreadyHaveAccount}{" "}
                    <button type="button" className={linkClass} onClick={() => switchTo("login")}>
                      {labels.logIn}
                    </button>
                  </p>
                }
              />
            )}
          </div>
          <Dialog.Close
            className="absolute top-4 end-4 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={labels.close}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
