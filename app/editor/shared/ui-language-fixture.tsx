/**
 * For the editors' tests in the person's UI language (decision 074): an editor rendered in that
 * language against an in-memory /api, and the text a person reads on the page, to check that none
 * of the English is left.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { fakeApi } from "../../../tests/setup/fake-api.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Before each test: an empty local storage, no realtime socket, and a `fetch` that answers with
 * what `answer` gives for the path (with its query) and method, or 404 where it gives nothing.
 * After each: the page and the stand-ins go.
 */
export function serveApi(answer: (url: string, method: string) => unknown) {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal("WebSocket", undefined);
    vi.stubGlobal(
      "fetch",
      fakeApi(async (url, init) => {
        const body = answer(url, init.method);
        return body === undefined ? json(404, { error: "not found" }) : json(200, body);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** `children` in the person's UI language `locale`, with a query client of their own. */
export function inUiLanguage(locale: UiLocale, children: ReactNode) {
  return (
    <UiLanguageProvider locale={locale}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </UiLanguageProvider>
  );
}

/**
 * What a person reads on the page: each text on its own line (so that the words of neighbouring
 * elements do not run together into another word), the page's text as a whole (so that a phrase
 * spread over elements is found too), and the attributes read out or shown (accessible names,
 * placeholders, tooltips, alternatives).
 */
export function readable(): string {
  const attributes = [...document.body.querySelectorAll("*")].flatMap((element) =>
    ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  return [...texts, document.body.textContent ?? "", ...attributes].join("\n");
}
