import "../../../tests/setup/node-dom.ts";
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appFetch } from "../../../tests/setup/app-fetch.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { createOrganization } from "../../../server/db/seed/factories.ts";
import { LiveChat } from "../components/live-chat/live-chat.tsx";
import { liveChatTexts } from "../components/live-chat/live-chat-texts.ts";

/**
 * The live-support widget against the real API: a refused start is explained in the page's language
 * (never with the API's English reason), and the reply box never loses what the visitor types.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
/** While set, a request whose path matches waits for `release` before the app answers it. */
let held: { path: RegExp; release: Promise<void>; seen: () => void; open: () => void } | null = null;
/** While set, a request whose path matches is answered 503, as a dropped network would fail it. */
let failing: RegExp | null = null;
/** Requests the widget sent that the app has not answered yet (a read mark after the last message). */
const inFlight = new Set<Promise<Response>>();

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await createOrganization({ db: t.db, name: "Acme", hosts: ["localhost"] });
  const app = appFetch(t);
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const answer = (async () => {
      if (failing?.test(path)) return Response.json({ error: "Service unavailable" }, { status: 503 });
      const hold = held;
      if (hold?.path.test(path)) {
        hold.seen();
        await hold.release;
      }
      return app(input, init);
    })();
    inFlight.add(answer);
    void answer.finally(() => inFlight.delete(answer)).catch(() => {});
    return answer;
  });
});

afterEach(async () => {
  // A test that failed while holding a request lets it go, so that the next one starts clean.
  held?.open();
  held = null;
  failing = null;
  cleanup();
  // Unmounted: what it sent is answered before the next test, and before the database closes.
  await Promise.allSettled([...inFlight]);
  window.localStorage.clear();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

/** Waits (up to 10 s) for the first element that matches `selector` in the rendered view. */
function appears<T extends Element = HTMLElement>(view: ReturnType<typeof render>, selector: string): Promise<T> {
  return waitFor(
    () => {
      const found = view.container.querySelector<T>(selector);
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 10_000 },
  );
}

/** Renders the widget in `locale` and submits its start form with these answers. */
async function submitStart(locale: string, answers: { name: string; email: string; message: string }) {
  const view = render(<LiveChat locale={locale} authenticated={false} onAi={() => {}} />);
  const form = await appears<HTMLFormElement>(view, "[data-chat-start]");
  const [name, email] = [...form.querySelectorAll("input")];
  fireEvent.change(name!, { target: { value: answers.name } });
  fireEvent.change(email!, { target: { value: answers.email } });
  fireEvent.change(form.querySelector("textarea")!, { target: { value: answers.message } });
  fireEvent.submit(form);
  return view;
}

describe("live support in the page's language", () => {
  it.each(["es", "de"])("says in %s why a conversation did not start", async (locale) => {
    const texts = liveChatTexts(locale);
    const view = await submitStart(locale, { name: "Ana", email: "not-an-address", message: "Hola" });
    const error = (await appears(view, "[data-help-error]")).textContent ?? "";
    expect(error).toContain(texts.invalidEmail);
    expect(error).not.toMatch(/Please|valid email|required/);
  });
});

/** Renders the widget and starts a conversation; resolves with the reply box once it shows. */
async function startConversation() {
  const view = await submitStart("en", { name: "Rhea Reply", email: "rhea@example.com", message: "Hello" });
  const reply = await appears<HTMLFormElement>(view, "[data-chat-reply]");
  const box = reply.querySelector("textarea")!;
  const shown = (text: string) =>
    [...view.container.querySelectorAll("[data-chat-body]")].filter((node) => node.textContent === text).length;
  return { view, reply, box, shown };
}

/** Holds the next request to `path` until the returned `release` is called; `arrived` resolves when it came. */
function hold(path: RegExp) {
  let release!: () => void;
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  held = { path, release: released, seen, open: () => release() };
  return { arrived, release: () => release() };
}

describe("the reply box", () => {
  it("empties as a message goes, and keeps what is typed while it is on its way", async () => {
    const { reply, box, shown } = await startConversation();
    const gate = hold(/\/messages$/);
    fireEvent.change(box, { target: { value: "First message" } });
    fireEvent.submit(reply);
    await gate.arrived;
    expect(box.value).toBe("");
    fireEvent.change(box, { target: { value: "Second, typed meanwhile" } });
    gate.release();
    await waitFor(() => expect(shown("First message")).toBe(1), { timeout: 10_000 });
    expect(box.value).toBe("Second, typed meanwhile");
  });

  it("gives a message that was not sent back to the box, with the reason", async () => {
    const { view, reply, box, shown } = await startConversation();
    failing = /\/messages$/;
    fireEvent.change(box, { target: { value: "Lost on the way" } });
    fireEvent.submit(reply);
    await appears(view, "[data-help-error]");
    expect(box.value).toBe("Lost on the way");
    expect(shown("Lost on the way")).toBe(0);
  });

  it("sends an image chosen while a text message is still on its way, the box's text its description", async () => {
    const { view, reply, box, shown } = await startConversation();
    const gate = hold(/\/messages$/);
    fireEvent.change(box, { target: { value: "Text first" } });
    fireEvent.submit(reply);
    await gate.arrived;
    fireEvent.change(box, { target: { value: "My plan" } });
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const input = reply.querySelector<HTMLInputElement>("[data-chat-image-input]")!;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(png)], "plan.png", { type: "image/png" })] },
    });
    await appears(view, 'img[data-chat-image][alt="My plan"]');
    gate.release();
    await waitFor(() => expect(shown("Text first")).toBe(1), { timeout: 10_000 });
    expect(box.value).toBe("");
  });
});
