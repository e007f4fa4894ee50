// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { CommandPalette } from "./command-palette.tsx";
import { COMMANDS, comingSoonText } from "./commands.ts";
import { CreateMenu } from "./create-menu.tsx";

/**
 * The command palette and the create menu in the person's UI language: every label,
 * group, badge and accessible name comes from the catalogue, and none of the English ones is left.
 */

afterEach(cleanup);

const EN = { locale: "en" } as const;
/** The English texts of these components whose translation differs (an identical word proves nothing). */
const englishTexts = (locale: UiLocale) =>
  [
    ...COMMANDS.map((command) => [command.text(EN), command.text({ locale })]),
    ...[
      m.editors_groupContent,
      m.editors_groupNavigation,
      m.editors_groupPages,
      m.editors_groupProducts,
      m.editors_groupInteractive,
      m.editors_groupGeneral,
      m.editors_comingSoon,
      m.editors_commandPalette,
      m.editors_searchCommands,
      m.editors_searchPlaceholder,
      m.editors_recent,
      m.editor_create,
    ].map((message) => [message({}, EN), message({}, { locale })]),
  ]
    .filter(([english, translated]) => english !== translated)
    .map(([english]) => english!);

/** Text and the attributes people read (accessible names, placeholders, tooltips) of `root`. */
function readable(root: Element): string {
  const attributes = [...root.querySelectorAll("*")].flatMap((element) =>
    ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [root.textContent ?? "", ...attributes].join("\n");
}

/** Whole words only: "Post" must not match inside a translation that happens to contain it. */
const containsWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);

describe.each(["es", "ar"] as const)("the command palette and the create menu in %s", (locale) => {
  it("the palette shows every command, group and search text translated", () => {
    render(
      <UiLanguageProvider locale={locale}>
        <CommandPalette open onOpenChange={() => {}} recent={["new-post"]} onRun={() => {}} mac={false} />
      </UiLanguageProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: m.editors_commandPalette({}, { locale }) });
    expect(within(dialog).getByPlaceholderText(m.editors_searchPlaceholder({}, { locale }))).toBeTruthy();
    expect(within(dialog).getAllByText(m.editors_cmdPost({}, { locale })).length).toBe(2); // recent and Content
    expect(within(dialog).getByText(m.editors_cmdPricingPlan({}, { locale }))).toBeTruthy();
    expect(within(dialog).getByText(m.editors_comingSoon({}, { locale }))).toBeTruthy();
    expect(within(dialog).getByText(m.editors_recent({}, { locale }))).toBeTruthy();
    const text = readable(dialog);
    const left = englishTexts(locale).filter((english) => containsWord(text, english));
    expect(left, "English texts left in the palette").toEqual([]);
  });

  it("the create menu shows its groups and commands translated", async () => {
    render(
      <UiLanguageProvider locale={locale}>
        <CreateMenu onRun={() => {}} mac={false} />
      </UiLanguageProvider>,
    );
    const trigger = screen.getByRole("button", { name: m.editor_create({}, { locale }) });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(m.editors_groupNavigation({}, { locale }))).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: new RegExp(m.editors_cmdSiteMap({}, { locale })) })).toBeTruthy();
    const left = englishTexts(locale).filter((english) => containsWord(readable(menu), english));
    expect(left, "English texts left in the create menu").toEqual([]);
  });

  it("says Coming soon in the person's language, with the English of the spec as the default", () => {
    expect(comingSoonText(m.editors_cmdPricingPlan({}, { locale }), { locale })).toBe(
      m.editors_comingSoonToast({ label: m.editors_cmdPricingPlan({}, { locale }) }, { locale }),
    );
    expect(comingSoonText("Pricing Plan")).toBe("Creating Pricing Plan - Coming soon!");
  });
});

it("Spanish and Arabic texts are the catalogue's own, not English", () => {
  expect(m.editors_cmdNewPage({}, { locale: "es" })).toBe("Nueva página");
  expect(m.editors_cmdNewPage({}, { locale: "ar" })).toBe("صفحة جديدة");
});
