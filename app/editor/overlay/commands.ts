import { sectionPagePath, stripLocalePrefix } from "../../../shared/i18n/locales.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import type { EditorKind, EditorRequest } from "../editor-requests.ts";

/** The catalogue option of the person's UI language (`useUiLanguage()`); English by default. */
export type Ui = { locale: UiLocale };
const EN: Ui = ui("en");

/** The create menu's groups, in the spec's order (public-site §2). */
export const COMMAND_GROUPS = ["Content", "Navigation", "Pages", "Products", "Interactive", "General"] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

const GROUP_TEXT: Record<CommandGroup, (o: Ui) => string> = {
  Content: (o) => m.editors_groupContent({}, o),
  Navigation: (o) => m.editors_groupNavigation({}, o),
  Pages: (o) => m.editors_groupPages({}, o),
  Products: (o) => m.editors_groupProducts({}, o),
  Interactive: (o) => m.editors_groupInteractive({}, o),
  General: (o) => m.editors_groupGeneral({}, o),
};

/** A group's heading in the person's language. */
export function groupLabel(group: CommandGroup, o: Ui = EN): string {
  return GROUP_TEXT[group](o);
}

export type CommandContext = {
  /** The current page's section path ("/home" for the home page, language prefix removed). */
  urlPage: string;
  /** The current path as the browser shows it, for editors that return there. */
  returnPath: string;
};

export type Command = {
  id: string;
  /** The label in English (the default UI language); `text` gives it in the person's language. */
  label: string;
  text: (o: Ui) => string;
  group: CommandGroup;
  /** Extra words the palette matches. */
  keywords?: string[];
  /** A shortcut of the spec, as `mod+shift+s` (mod = Ctrl, or Cmd on a Mac). */
  shortcut?: string;
  /** Marked "Coming soon": choosing it only says so. */
  comingSoon?: boolean;
  request?: (context: CommandContext) => EditorRequest;
};

/**
 * Everything the create menu and the command palette offer: one list, so both stay the same.
 * Ids are stored in localStorage (`recentCommands`): keep them stable.
 */
const RAW_COMMANDS: readonly Omit<Command, "label">[] = [
  {
    id: "new-post",
    text: (o) => m.editors_cmdPost({}, o),
    group: "Content",
    keywords: ["new post", "blog", "article"],
    shortcut: "mod+p",
    // No return path: after Publish the browser goes to the new post (spec editing-tools §2).
    request: () => ({ kind: "post", mode: "create" }),
  },
  {
    id: "new-section",
    text: (o) => m.editors_cmdSection({}, o),
    group: "Content",
    keywords: ["new section", "template section", "metrics"],
    shortcut: "mod+shift+s",
    request: ({ urlPage }) => ({ kind: "template-section", mode: "create", urlPage }),
  },
  {
    id: "new-heading",
    text: (o) => m.editors_cmdHeading({}, o),
    group: "Content",
    keywords: ["new heading", "heading section"],
    shortcut: "mod+h",
    request: ({ urlPage }) => ({ kind: "heading-section", mode: "create", urlPage }),
  },
  {
    id: "header",
    text: (o) => m.editors_cmdHeader({}, o),
    group: "Navigation",
    keywords: ["navbar", "style"],
    request: () => ({ kind: "header" }),
  },
  {
    id: "footer",
    text: (o) => m.editors_cmdFooter({}, o),
    group: "Navigation",
    keywords: ["style"],
    request: () => ({ kind: "footer" }),
  },
  {
    id: "menu",
    text: (o) => m.editors_cmdMenu({}, o),
    group: "Navigation",
    keywords: ["menu items", "navigation", "submenu"],
    request: () => ({ kind: "global-settings", tab: "menu" }),
  },
  {
    id: "new-page",
    text: (o) => m.editors_cmdNewPage({}, o),
    group: "Pages",
    keywords: ["create page", "page"],
    request: () => ({ kind: "create-page" }),
  },
  {
    id: "site-map",
    text: (o) => m.editors_cmdSiteMap({}, o),
    group: "Pages",
    keywords: ["pages", "structure"],
    request: () => ({ kind: "site-map" }),
  },
  {
    id: "page-layout",
    text: (o) => m.editors_cmdPageLayout({}, o),
    group: "Pages",
    keywords: ["reorder", "sections", "order"],
    request: ({ urlPage }) => ({ kind: "page-layout", urlPage }),
  },
  {
    id: "pricing-plan",
    text: (o) => m.editors_cmdPricingPlan({}, o),
    group: "Products",
    keywords: ["price", "plan"],
    comingSoon: true,
  },
  {
    id: "hero",
    text: (o) => m.editors_cmdHero({}, o),
    group: "Interactive",
    keywords: ["hero section", "banner"],
    request: () => ({ kind: "hero", mode: "create" }),
  },
  {
    id: "global-settings",
    text: (o) => m.editors_cmdGlobalSettings({}, o),
    group: "General",
    keywords: ["settings", "organization"],
    request: () => ({ kind: "global-settings" }),
  },
];

export const COMMANDS: readonly Command[] = RAW_COMMANDS.map((command) => ({ ...command, label: command.text(EN) }));

export function commandById(id: string): Command | undefined {
  return COMMANDS.find((command) => command.id === id);
}

export function commandsInGroup(group: CommandGroup): Command[] {
  return COMMANDS.filter((command) => command.group === group);
}

/** The page a create request targets: the section path of the page being viewed. */
export function commandContext(pathname: string): CommandContext {
  return { urlPage: sectionPagePath(stripLocalePrefix(pathname)), returnPath: pathname };
}

/** The toast of a tool that is not there yet (spec editing-tools §8, public-site §2). */
export function comingSoonText(label: string, o: Ui = EN): string {
  return m.editors_comingSoonToast({ label }, o);
}

/** What the host calls an editor kind in its "Coming soon" toast. */
export const KIND_LABELS: Record<EditorKind, (o: Ui) => string> = {
  "template-section": (o) => m.editors_cmdSection({}, o),
  "heading-section": (o) => m.editors_cmdHeading({}, o),
  post: (o) => m.editors_cmdPost({}, o),
  "create-page": (o) => m.editors_cmdNewPage({}, o),
  "site-map": (o) => m.editors_cmdSiteMap({}, o),
  "page-layout": (o) => m.editors_cmdPageLayout({}, o),
  hero: (o) => m.editors_cmdHero({}, o),
  header: (o) => m.editors_cmdHeader({}, o),
  footer: (o) => m.editors_cmdFooter({}, o),
  "global-settings": (o) => m.editors_cmdGlobalSettings({}, o),
};

/** A shortcut as people read it: "Ctrl+Shift+S", or "⌘⇧S" on a Mac. */
export function shortcutText(shortcut: string, mac: boolean): string {
  const parts = shortcut.split("+");
  if (mac) {
    return parts.map((part) => (part === "mod" ? "⌘" : part === "shift" ? "⇧" : part.toUpperCase())).join("");
  }
  return parts.map((part) => (part === "mod" ? "Ctrl" : part === "shift" ? "Shift" : part.toUpperCase())).join("+");
}

type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

/**
 * The overlay's keyboard shortcuts (public-site §2): Ctrl/Cmd+K opens the palette; Ctrl/Cmd+Shift+S
 * a new section, Ctrl/Cmd+H a new heading, Ctrl/Cmd+P a new post.
 */
export function shortcutOf(event: KeyLike): "palette" | string | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === "k" && !event.shiftKey) return "palette";
  for (const command of COMMANDS) {
    if (!command.shortcut) continue;
    const parts = command.shortcut.split("+");
    const wantsShift = parts.includes("shift");
    if (parts.at(-1) === key && wantsShift === event.shiftKey) return command.id;
  }
  return null;
}

/**
 * The palette's filter (cmdk `filter`): every typed word must appear in the command's label, group
 * or keywords. Predictable, unlike a fuzzy match that finds "site m" in "Section … metrics".
 * Labels that start with the search rank first. `keywords[0]` is the label.
 */
export function commandFilter(_value: string, search: string, keywords: string[] = []): number {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const haystack = keywords.join(" ").toLowerCase();
  if (!words.every((word) => haystack.includes(word))) return 0;
  return (keywords[0] ?? "").toLowerCase().startsWith(search.trim().toLowerCase()) ? 1 : 0.5;
}
