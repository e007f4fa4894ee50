import "../../../tests/setup/node-dom.ts";
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appFetch } from "../../../tests/setup/app-fetch.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { reindexAllOrganizations } from "../server/domain/search/reindex-organization.ts";
import { AssistantView } from "../components/assistant-view.tsx";
import { helpTexts } from "../components/help-texts.ts";

/**
 * The assistant's view on /es and /de, talking to the real API of the demo site: nothing it shows
 * (its name, greeting, the answer's framing, "I don't know") is English.
 */

const ENGLISH = [
  /\bAssistant\b/,
  /Ask me anything/,
  /Here is what I found/,
  /I don't know/,
  /live support/,
  /Looking for an answer/,
  /Your question/,
  /Talk to a person/,
  /Sources\b/,
];

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await seedDemoContent({ db: t.db });
  await reindexAllOrganizations({ db: t.db });
  // The browser's requests go to the app itself, as the demo site (localhost) would answer them.
  vi.stubGlobal("fetch", appFetch(t));
});

afterEach(() => cleanup());

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

async function askIn(locale: string, question: string) {
  const view = render(
    <AssistantView locale={locale} t={helpTexts(locale)} authenticated={false} onLiveSupport={() => {}} />,
  );
  await waitFor(() => expect(view.container.querySelector("[data-assistant]")).not.toBeNull(), { timeout: 10_000 });
  const box = view.container.querySelector("textarea")!;
  fireEvent.change(box, { target: { value: question } });
  fireEvent.submit(view.container.querySelector("form")!);
  await waitFor(() => expect(view.container.querySelector("[data-answer]")).not.toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(view.container.querySelector("[data-feedback]")).not.toBeNull(), { timeout: 10_000 });
  return view.container.textContent ?? "";
}

describe("the assistant's view in the page's language", () => {
  it("says nothing in English on /es, not even that it does not know", async () => {
    const text = await askIn("es", "¿Cuál es el punto de ebullición del mercurio?");
    expect(text).toContain("Asistente");
    expect(text).toContain("No conozco la respuesta");
    expect(ENGLISH.filter((pattern) => pattern.test(text))).toEqual([]);
  });

  it("frames a found answer in German on /de", async () => {
    const text = await askIn("de", "Wie wird das Honorar berechnet?");
    expect(text).toContain("Assistent");
    expect(text).toContain("Das habe ich gefunden:");
    expect(ENGLISH.filter((pattern) => pattern.test(text))).toEqual([]);
  });
});
