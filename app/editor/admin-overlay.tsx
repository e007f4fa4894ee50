import "../admin.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Toaster, toast } from "../components/ui/toaster.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { UiLanguageProvider } from "../components/ui/ui-language.tsx";
import { ui, type UiLocale } from "../../shared/i18n/ui-locales.ts";
import { queryClient as appQueryClient } from "../api-client/client.ts";
import { useInertOutside } from "../components/ui/use-inert-outside.ts";
import { OPEN_EDITOR_EVENT, type EditorRequest } from "./editor-requests.ts";
import { requestFromEdit } from "../../features/translations/shared/translation-links.ts";
import { CommandPalette } from "./overlay/command-palette.tsx";
import {
  COMMANDS,
  commandById,
  commandContext,
  comingSoonText,
  KIND_LABELS,
  shortcutOf,
  type Command,
} from "./overlay/commands.ts";
import { CreateMenu } from "./overlay/create-menu.tsx";
import { EditorHost, hasEditor } from "./overlay/editor-host.tsx";
import { loadRecent, saveRecent, withRecent } from "./overlay/recent-commands.ts";
import { SectionEditButtons } from "./overlay/section-edit-buttons.tsx";
import { PostAdminActions } from "./post/post-admin-actions.tsx";
import { LaunchChecklistPanel } from "../../features/platform/components/launch-checklist.tsx";

const KNOWN_IDS = new Set(COMMANDS.map((command) => command.id));

function isMac(): boolean {
  return /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
}

/**
 * Everything an organization's admin gets on top of the public site: the editor host, in-page edit
 * buttons, the floating create menu and the command palette with its shortcuts. The site layout
 * imports this module dynamically, and only for admins, so no visitor downloads any of it.
 */
export default function AdminOverlay({ uiLocale, timeZone }: { uiLocale: UiLocale; timeZone?: string }) {
  const [queryClient] = useState(appQueryClient);
  const [request, setRequest] = useState<EditorRequest | null>(null);
  const [requestKey, setRequestKey] = useState(0);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>(() => loadRecent(KNOWN_IDS));
  const [mac] = useState(isMac);
  const editorOpen = request !== null;
  useInertOutside();

  // The host: any code (menu, palette, edit buttons, editors themselves) asks through the window event.
  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<EditorRequest>).detail;
      if (!detail || typeof detail !== "object" || !(detail.kind in KIND_LABELS)) return;
      if (!hasEditor(detail.kind)) {
        const o = ui(uiLocale);
        toast(comingSoonText(KIND_LABELS[detail.kind](o), o));
        return;
      }
      setPaletteOpen(false);
      setRequest(detail);
      setRequestKey((key) => key + 1);
    };
    window.addEventListener(OPEN_EDITOR_EVENT, onOpen);
    // Says the host listens: a script (a test, a browser extension) can ask once, then wait.
    document.documentElement.setAttribute("data-editor-host", "");
    // A link of the Translations page (`?edit=hero:3&field=title&locale=es`): open that editor once.
    const url = new URL(window.location.href);
    const field = url.searchParams.get("field");
    const locale = url.searchParams.get("locale");
    const asked = requestFromEdit(url.searchParams.get("edit"), field && locale ? { field, locale } : null);
    if (asked) {
      for (const key of ["edit", "field", "locale"]) url.searchParams.delete(key);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
      onOpen(new CustomEvent(OPEN_EDITOR_EVENT, { detail: asked }));
    }
    return () => {
      window.removeEventListener(OPEN_EDITOR_EVENT, onOpen);
      document.documentElement.removeAttribute("data-editor-host");
    };
  }, [uiLocale]);

  const run = useCallback(
    (command: Command) => {
      const o = ui(uiLocale);
      setPaletteOpen(false);
      setRecent((current) => {
        const next = withRecent(current, command.id);
        saveRecent(next);
        return next;
      });
      if (command.comingSoon || !command.request) {
        toast(comingSoonText(command.text(o), o));
        return;
      }
      const next = command.request(commandContext(window.location.pathname));
      if (!hasEditor(next.kind)) {
        toast(comingSoonText(command.text(o), o));
        return;
      }
      window.dispatchEvent(new CustomEvent<EditorRequest>(OPEN_EDITOR_EVENT, { detail: next }));
    },
    [uiLocale],
  );

  // Shortcuts work anywhere on the page, but never open a second editor over one being edited.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || editorOpen || event.defaultPrevented) return;
      event.preventDefault();
      if (shortcut === "palette") {
        setPaletteOpen((open) => !open);
        return;
      }
      const command = commandById(shortcut);
      if (command) run(command);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [run, editorOpen]);

  const close = useCallback(() => setRequest(null), []);

  return (
    <QueryClientProvider client={queryClient}>
      {/* The person's UI language, not the page's (decision 074). */}
      <UiLanguageProvider locale={uiLocale} timeZone={timeZone}>
        <TooltipProvider>
          <SectionEditButtons />
          <PostAdminActions />
          {/* A new site's launch checklist and Publish button (decision 063); nothing on other sites. */}
          <LaunchChecklistPanel />
          <CreateMenu onRun={run} mac={mac} />
          <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} recent={recent} onRun={run} mac={mac} />
          <EditorHost request={request} requestKey={requestKey} onClose={close} />
          <Toaster />
        </TooltipProvider>
      </UiLanguageProvider>
    </QueryClientProvider>
  );
}
