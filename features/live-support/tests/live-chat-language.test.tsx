import "../../../tests/setup/node-dom.ts";
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appFetch } from "../../../tests/setup/app-fetch.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { createOrganization } from "../../../server/db/seed/factories.ts";
import { LiveChat } from "../components/live-chat/live-chat.tsx";
import { liveChatTexts } from "../components/live-chat/live-chat-texts.ts";

/**
 * Live support on /es and /de against the real API: a refused start is explained in the page's
 * language, never with the API's English reason.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await createOrganization({ db: t.db, name: "Acme", hosts: ["localhost"] });
  vi.stubGlobal("fetch", appFetch(t));
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

describe("live support in the page's language", () => {
  it.each(["es", "de"])("says in %s why a conversation did not start", async (locale) => {
    const texts = liveChatTexts(locale);
    const view = render(<LiveChat locale={locale} authenticated={false} onAi={() => {}} />);
    const form = await waitFor(
      () => {
        const found = view.container.querySelector<HTMLFormElement>("[data-chat-start]");
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 10_000 },
    );
    const [name, email] = [...form.querySelectorAll("input")];
    fireEvent.change(name!, { target: { value: "Ana" } });
    fireEvent.change(email!, { target: { value: "not-an-address" } });
    fireEvent.change(form.querySelector("textarea")!, { target: { value: "Hola" } });
    fireEvent.submit(form);
    const error = await waitFor(
      () => {
        const area = view.container.querySelector("[data-help-error]");
        expect(area).not.toBeNull();
        return area!.textContent ?? "";
      },
      { timeout: 10_000 },
    );
    expect(error).toContain(texts.invalidEmail);
    expect(error).not.toMatch(/Please|valid email|required/);
  });
});
