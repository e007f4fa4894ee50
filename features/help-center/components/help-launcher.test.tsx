// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { HelpLauncher, LIVE_SUPPORT_HASH } from "./help-launcher.tsx";
import { OPEN_KEY, STATE_KEY } from "./widget-state.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

/**
 * How the floating help button opens by itself on a new page: on live support when the address
 * carries the fragment another page sent it with (the /help-center page, a mailed reply's link),
 * however long that page took to load; otherwise as the last page left it.
 */

const site = { defaultLocale: "en", supportedLocales: ["en"] } as const;

function renderLauncher(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HelpLauncher locale="en" site={site} label="Help center" authenticated={false} isAdmin={false} />
    </MemoryRouter>,
  );
}

// The dialog is a lazy chunk: its first import transforms its whole module tree, which on a loaded
// 2-core machine took longer than the tests' 10 s wait. Load it once here, so the tests measure the
// launcher, not the transform.
beforeAll(async () => {
  await import("./help-dialog.tsx");
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Live support asks whether anyone is online; nobody is, here.
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify({ online: false }), { headers: { "content-type": "application/json" } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("HelpLauncher", () => {
  it("opens on live support when the address carries its fragment, with no stored state, and takes the fragment out", async () => {
    window.history.replaceState(null, "", `/?utm=mail${LIVE_SUPPORT_HASH}`);
    const view = renderLauncher();
    await waitFor(() => expect(view.container.ownerDocument.querySelector("[data-help-dialog]")).not.toBeNull(), {
      timeout: 10_000,
    });
    const dialog = view.container.ownerDocument.querySelector("[data-help-dialog]")!;
    expect(dialog.getAttribute("data-view")).toBe("live-support");
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?utm=mail");
    expect(window.localStorage.getItem(OPEN_KEY)).toBe("true");
  });

  it("opens on live support even when an older view was stored more than 5 s ago", async () => {
    window.sessionStorage.setItem(
      STATE_KEY,
      JSON.stringify({ view: "faq", size: "initial", articleId: null, savedAt: Date.now() - 60_000 }),
    );
    window.history.replaceState(null, "", `/${LIVE_SUPPORT_HASH}`);
    const view = renderLauncher();
    await waitFor(() => expect(view.container.ownerDocument.querySelector("[data-help-dialog]")).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(view.container.ownerDocument.querySelector("[data-help-dialog]")!.getAttribute("data-view")).toBe(
      "live-support",
    );
  });

  it("stays closed on a page with no fragment and nothing stored", async () => {
    const view = renderLauncher();
    await act(async () => {});
    const button = view.container.querySelector("[data-help-button]")!;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(view.container.ownerDocument.querySelector("[data-help-dialog]")).toBeNull();
  });

  it("is named in the page's language, Arabic included (the layout passes the help center's title)", async () => {
    const label = m.help_title({}, ui("ar"));
    const view = render(
      <MemoryRouter initialEntries={["/ar"]}>
        <HelpLauncher locale="ar" site={site} label={label} authenticated={false} isAdmin={false} />
      </MemoryRouter>,
    );
    await act(async () => {});
    const button = view.getByRole("button", { name: "مركز المساعدة" });
    expect(button.getAttribute("title")).toBe("مركز المساعدة");
  });

  it("ignores the fragment in a hidden area (/help-center has no widget)", async () => {
    window.history.replaceState(null, "", `/help-center${LIVE_SUPPORT_HASH}`);
    const view = renderLauncher("/help-center");
    await act(async () => {});
    expect(view.container.querySelector("[data-help-button]")).toBeNull();
    expect(window.location.hash).toBe(LIVE_SUPPORT_HASH);
  });
});

describe("HelpLauncher restoring the last page's state", () => {
  it("counts the stored state's age to the moment the page opened the widget, not to the end of the dialog's download", async () => {
    // A fresh module: its dialog is not downloaded yet, as on a new page.
    vi.resetModules();
    const { HelpLauncher: FreshLauncher } = await import("./help-launcher.tsx");
    const start = Date.now();
    let now = start;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    onTestFinished(() => clock.mockRestore());
    window.localStorage.setItem(OPEN_KEY, "true");
    window.sessionStorage.setItem(
      STATE_KEY,
      JSON.stringify({ view: "live-support", size: "half", articleId: null, savedAt: start - 4000 }),
    );
    const view = render(
      <MemoryRouter initialEntries={["/"]}>
        <FreshLauncher locale="en" site={site} label="Help center" authenticated={false} isAdmin={false} />
      </MemoryRouter>,
    );
    // The page asked at 4 s; the dialog arrives 2 s later, when the state is 6 s old.
    expect(view.container.ownerDocument.querySelector("[data-help-dialog]")).toBeNull();
    now = start + 2000;
    await waitFor(() => expect(view.container.ownerDocument.querySelector("[data-help-dialog]")).not.toBeNull(), {
      timeout: 10_000,
    });
    const dialog = view.container.ownerDocument.querySelector("[data-help-dialog]")!;
    expect(dialog.getAttribute("data-view")).toBe("live-support");
    expect(dialog.getAttribute("data-size")).toBe("half");
  });
});
