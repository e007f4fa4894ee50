// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HelpSearch, KnowledgeBase, type HelpDocSet, type SearchResult } from "./help-content.tsx";
import { helpTexts } from "./help-texts.ts";

/**
 * The help center's texts shown untranslated carry the site's default language (decision 069): a
 * document set's name and a search result's title and snippet, on an Arabic page.
 */

const t = helpTexts("ar");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const docSet = (overrides: Partial<HelpDocSet>): HelpDocSet => ({
  slug: "setup",
  name: "Setting up",
  numbered: false,
  articles: [{ id: 1, title: "التثبيت", url: "/ar/install", excerpt: "" }],
  ...overrides,
});

describe("KnowledgeBase", () => {
  it("marks a document set's name shown untranslated", () => {
    const html = renderToString(<KnowledgeBase docSets={[docSet({ fallback: { name: "en" } })]} t={t} />);
    expect(html).toContain('<span lang="en" dir="ltr">Setting up</span>');
  });

  it("renders a translated name exactly as before", () => {
    const html = renderToString(<KnowledgeBase docSets={[docSet({ name: "الإعداد" })]} t={t} />);
    expect(html).not.toContain("lang=");
    expect(html).not.toContain("dir=");
    expect(html).toContain("</svg>الإعداد</h3>");
  });
});

describe("HelpSearch", () => {
  async function search(results: SearchResult[]) {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ query: "q", results }), { headers: { "content-type": "application/json" } }),
      ),
    );
    const view = render(<HelpSearch locale="ar" t={t} />);
    fireEvent.change(view.container.querySelector("input[type=search]")!, { target: { value: "warranty" } });
    fireEvent.submit(view.container.querySelector("form")!);
    await waitFor(() => expect(view.container.querySelector("[data-search-results]")).not.toBeNull());
    return view.container.querySelector("[data-search-results] a")!;
  }

  const result = (overrides: Partial<SearchResult>): SearchResult => ({
    kind: "post",
    id: 1,
    title: "Warranty",
    url: "/ar/warranty",
    snippet: [{ text: "Repairs are free.", match: false }],
    rank: 1,
    ...overrides,
  });

  it("marks a result's title and snippet shown untranslated", async () => {
    const link = await search([result({ fallback: { title: "en", snippet: "en" } })]);
    const [title, snippet] = [...link.children];
    expect([title!.getAttribute("lang"), title!.getAttribute("dir")]).toEqual(["en", "ltr"]);
    expect([snippet!.getAttribute("lang"), snippet!.getAttribute("dir")]).toEqual(["en", "ltr"]);
  });

  it("adds no language to a translated result", async () => {
    const link = await search([result({ title: "الضمان", snippet: [{ text: "الإصلاح مجاني.", match: false }] })]);
    expect(link.querySelector("[lang]")).toBeNull();
    expect(link.querySelector("[dir]")).toBeNull();
  });
});
