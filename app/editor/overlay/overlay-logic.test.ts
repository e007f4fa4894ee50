import { describe, expect, it } from "vitest";
import {
  COMMAND_GROUPS,
  COMMANDS,
  commandContext,
  comingSoonText,
  commandFilter,
  commandsInGroup,
  shortcutOf,
  shortcutText,
} from "./commands.ts";
import { parseRecent, withRecent } from "./recent-commands.ts";

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("commands", () => {
  it("fill the six groups of the create menu", () => {
    expect(COMMAND_GROUPS).toEqual(["Content", "Navigation", "Pages", "Products", "Interactive", "General"]);
    for (const group of COMMAND_GROUPS) expect(commandsInGroup(group).length).toBeGreaterThan(0);
    expect(commandsInGroup("Content").map((c) => c.label)).toEqual(["Post", "Section", "Heading"]);
    expect(commandsInGroup("Pages").map((c) => c.label)).toEqual(["New Page", "Site Map", "Page Layout"]);
  });

  it("have unique ids, and every command either opens an editor or is coming soon", () => {
    expect(new Set(COMMANDS.map((c) => c.id)).size).toBe(COMMANDS.length);
    for (const command of COMMANDS) expect(Boolean(command.request) !== Boolean(command.comingSoon)).toBe(true);
    expect(COMMANDS.filter((c) => c.comingSoon).map((c) => c.label)).toEqual(["Pricing Plan"]);
  });

  it("create sections on the page being viewed", () => {
    const home = commandContext("/");
    const section = COMMANDS.find((c) => c.id === "new-section")!;
    expect(section.request!(home)).toEqual({ kind: "template-section", mode: "create", urlPage: "/home" });
    expect(section.request!(commandContext("/es/about/"))).toEqual({
      kind: "template-section",
      mode: "create",
      urlPage: "/about",
    });
  });

  it("say coming soon in the spec's words", () => {
    expect(comingSoonText("Pricing Plan")).toBe("Creating Pricing Plan - Coming soon!");
  });
});

describe("commandFilter", () => {
  const siteMap = ["Site Map", "Pages", "pages", "structure"];
  const section = ["Section", "Content", "new section", "template section", "metrics"];

  it("needs every typed word in the label, group or keywords", () => {
    expect(commandFilter("site-map", "site m", siteMap)).toBeGreaterThan(0);
    expect(commandFilter("new-section", "site m", section)).toBe(0);
    expect(commandFilter("new-section", "CONTENT", section)).toBeGreaterThan(0);
    expect(commandFilter("x", "zzz", siteMap)).toBe(0);
  });

  it("ranks labels that start with the search first, and keeps everything for an empty search", () => {
    expect(commandFilter("site-map", "site", siteMap)).toBeGreaterThan(commandFilter("site-map", "structure", siteMap));
    expect(commandFilter("site-map", "  ", siteMap)).toBe(1);
  });
});

describe("shortcuts", () => {
  it("map the spec's keys with Ctrl or Cmd", () => {
    expect(shortcutOf(key("k", { ctrlKey: true }))).toBe("palette");
    expect(shortcutOf(key("K", { metaKey: true }))).toBe("palette");
    expect(shortcutOf(key("S", { ctrlKey: true, shiftKey: true }))).toBe("new-section");
    expect(shortcutOf(key("h", { metaKey: true }))).toBe("new-heading");
    expect(shortcutOf(key("p", { ctrlKey: true }))).toBe("new-post");
  });

  it("leave other keys alone", () => {
    expect(shortcutOf(key("s", { ctrlKey: true }))).toBeNull(); // Ctrl+S without Shift
    expect(shortcutOf(key("p", { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(key("k"))).toBeNull();
    expect(shortcutOf(key("h", { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it("are written for people", () => {
    expect(shortcutText("mod+shift+s", false)).toBe("Ctrl+Shift+S");
    expect(shortcutText("mod+h", true)).toBe("⌘H");
  });
});

describe("recent commands", () => {
  it("keep the last five, newest first, without repeats", () => {
    let recent: string[] = [];
    for (const id of ["a", "b", "c", "a", "d", "e", "f"]) recent = withRecent(recent, id);
    expect(recent).toEqual(["f", "e", "d", "a", "c"]);
  });

  it("trust nothing stored", () => {
    const known = new Set(["a", "b"]);
    expect(parseRecent('["a","x","a","b"]', known)).toEqual(["a", "b"]);
    expect(parseRecent("not json", known)).toEqual([]);
    expect(parseRecent('{"a":1}', known)).toEqual([]);
    expect(parseRecent(null, known)).toEqual([]);
  });
});
