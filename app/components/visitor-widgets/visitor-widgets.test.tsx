// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { readCookie } from "../../browser/browser-cookies.ts";
import {
  LANGUAGE_SUGGESTION_DELAY_MS,
  SUGGESTION_CHOICE_COOKIE,
  SUGGESTION_SOURCE_COOKIE,
  SUGGESTION_TARGET_COOKIE,
} from "../../../shared/i18n/language-suggestion.ts";
import { COOKIES_ACCEPTED_COOKIE, VisitorWidgets } from "./visitor-widgets.tsx";
import { bannerTexts } from "./widget-texts.ts";

const site = { organizationId: 1, defaultLocale: "en", supportedLocales: ["en", "es", "de"] };

function Page() {
  return (
    <>
      <output data-testid="path">{useLocation().pathname}</output>
      <VisitorWidgets bannerTexts={bannerTexts("en")} />
    </>
  );
}

/** An English page of the site, as the site layout mounts the widgets (rendered at once, as hydrated). */
function open() {
  const root = { locale: "en", site };
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => root, Component: Page },
    { path: "/es", Component: Page },
  ]);
  render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />);
}

/** Lets the suggestion's delay pass, and its code (a lazy chunk) arrive and render. */
async function afterTheDelay() {
  await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_SUGGESTION_DELAY_MS));
  await act(async () => {
    await import("./language-suggestion-dialog.tsx");
  });
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  // A returning visitor who answered the cookie banner: it stays away and covers nothing.
  document.cookie = `${COOKIES_ACCEPTED_COOKIE}=false; path=/`;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCookies();
});

describe("the language suggestion", () => {
  it("keeps the page's language when the visitor declines, and stores that choice", async () => {
    // What the server sets for a Spanish browser on an English page (spec §4).
    document.cookie = `${SUGGESTION_SOURCE_COOKIE}=en; path=/`;
    document.cookie = `${SUGGESTION_TARGET_COOKIE}=es; path=/`;
    open();
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_SUGGESTION_DELAY_MS - 1));
    expect(document.querySelector("[data-language-suggestion]")).toBeNull();
    await afterTheDelay();
    const dialog = document.querySelector<HTMLElement>("[data-language-suggestion]");
    expect(dialog?.querySelector("h2")?.textContent).toBe("¿Cambiar de idioma?");

    fireEvent.click(screen.getByRole("button", { name: "No, gracias" }));
    expect(document.querySelector("[data-language-suggestion]")).toBeNull();
    expect(readCookie(SUGGESTION_CHOICE_COOKIE)).toBe("en");
    expect(screen.getByTestId("path").textContent).toBe("/");
  });

  it("signals nothing when the server set no cookie, whatever the browser's language list says", async () => {
    const languages = vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES", "es"]);
    const language = vi.spyOn(navigator, "language", "get").mockReturnValue("es-ES");
    onTestFinished(() => {
      languages.mockRestore();
      language.mockRestore();
    });
    open();
    await afterTheDelay();
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_SUGGESTION_DELAY_MS));
    expect(document.querySelector("[data-language-suggestion]")).toBeNull();
    expect(readCookie(SUGGESTION_TARGET_COOKIE)).toBeNull();
    expect(readCookie(SUGGESTION_CHOICE_COOKIE)).toBeNull();
  });
});
