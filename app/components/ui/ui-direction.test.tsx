// @vitest-environment happy-dom
// Radix menus inside an editor follow the person's UI direction (decision 071): their content is
// portalled to <body>, under the page's `dir`, so only the provider can tell them.
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";
import { EditorDialog } from "./editor-dialog.tsx";
import { UiLanguageProvider } from "./ui-language.tsx";

afterEach(cleanup);

async function renderMenu(locale: UiLocale) {
  // The page is left to right (an English page); only the person's language differs.
  document.documentElement.setAttribute("dir", "ltr");
  render(
    <UiLanguageProvider locale={locale}>
      <EditorDialog title="Heading" onRequestClose={() => {}} fullscreenOnMobile={false}>
        <DropdownMenu>
          <DropdownMenuTrigger>More</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>Duplicate</DropdownMenuItem>
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>Move to</DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                <DropdownMenuItem>Top</DropdownMenuItem>
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          </DropdownMenuContent>
        </DropdownMenu>
      </EditorDialog>
    </UiLanguageProvider>,
  );
  const trigger = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[aria-haspopup="menu"]');
    expect(found).not.toBeNull();
    return found!;
  });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: "ArrowDown" });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull());
  return document.querySelector<HTMLElement>('[role="menu"]')!;
}

describe("a dropdown menu in an editor dialog", () => {
  it("is right to left with an Arabic UI on a left-to-right page, and its submenu opens with ArrowLeft", async () => {
    const menu = await renderMenu("ar");
    expect(menu.getAttribute("dir")).toBe("rtl");
    const subTrigger = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (item) => item.textContent === "Move to",
    )!;
    subTrigger.focus();
    fireEvent.keyDown(subTrigger, { key: "ArrowRight" });
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(1);
    fireEvent.keyDown(subTrigger, { key: "ArrowLeft" });
    await waitFor(() => expect(document.querySelectorAll('[role="menu"]')).toHaveLength(2));
    expect(document.querySelectorAll('[role="menu"]')[1]!.getAttribute("dir")).toBe("rtl");
  });

  it("is left to right with an English UI", async () => {
    expect((await renderMenu("en")).getAttribute("dir")).toBe("ltr");
  });
});
