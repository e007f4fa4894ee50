import { existsSync } from "node:fs";
import { type Browser, type BrowserContextOptions, type Page, chromium } from "playwright-core";

/**
 * Debian's Chromium, installed by scripts/e2e.ts when missing: its headless shell when there is one
 * (decision 084), else the full browser; CHROMIUM_PATH points elsewhere.
 */
export function chromiumPath(): string {
  const shell = "/usr/lib/chromium/chromium-headless-shell";
  const executable = process.env.CHROMIUM_PATH || (existsSync(shell) ? shell : "/usr/bin/chromium");
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}. Run the end-to-end tests with \`npm run test:e2e\` (it installs ` +
        "Debian's Chromium packages when run as root), or `sudo apt-get install chromium-headless-shell`, or set CHROMIUM_PATH.",
    );
  }
  return executable;
}

/** Chromium's flags for a browser that talks to nothing but the server under test. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Fake camera (640×480) and microphone; the fake UI also accepts getDisplayMedia, which then
 * captures Chromium's fake screen (1280×720), so a shared screen is told from the camera by its shape.
 */
export const MEDIA_ARGS = [
  ...CHROMIUM_ARGS,
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--autoplay-policy=no-user-gesture-required",
];

/** A headless Chromium that talks to nothing but the server under test. One per spec file. */
export function launchBrowser(args: string[] = CHROMIUM_ARGS): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args });
}

export type PageProblem = { kind: "console.error" | "console.warning" | "pageerror"; text: string; url: string };

export type RecordedPage = {
  page: Page;
  /** Console errors and warnings and uncaught exceptions seen so far, in order. */
  problems: PageProblem[];
  /** Fails with every recorded problem listed, if there is any. */
  expectNoProblems(): void;
};

/**
 * A page in a fresh context (no cookies or storage from other tests) that records every console
 * error or warning and every uncaught exception: React reports hydration mismatches there.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.on("close", () => void context.close().catch(() => {}));
  const problems: PageProblem[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const location = message.location();
    problems.push({
      kind: type === "error" ? "console.error" : "console.warning",
      text: message.text(),
      url: location.url ? `${location.url}:${location.lineNumber}` : page.url(),
    });
  });
  page.on("pageerror", (error) => {
    problems.push({ kind: "pageerror", text: error.stack ?? error.message, url: page.url() });
  });
  return {
    page,
    problems,
    expectNoProblems() {
      assertNoProblems(problems);
    },
  };
}

export function assertNoProblems(problems: PageProblem[]): void {
  if (problems.length === 0) return;
  const list = problems.map((problem) => `- ${problem.kind} at ${problem.url}: ${problem.text}`).join("\n");
  throw new Error(`The page reported ${problems.length} problem(s) in the browser:\n${list}`);
}

/**
 * Waits until React has hydrated the document: hydration attaches React's internal keys
 * (`__reactFiber$…`) to the server-rendered nodes, and React Router registers its route modules.
 */
export async function waitForHydration(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __reactRouterRouteModules?: object };
      const main = document.querySelector("main") ?? document.body;
      return Boolean(w.__reactRouterRouteModules) && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
    },
    undefined,
    { timeout: timeoutMs },
  );
  // Effects and recoverable-error reports run right after the commit: let them land.
  await settle(page);
}

/**
 * Waits for `frames` rendered frames and then one more task: what a scroll, a commit or a state
 * change scheduled (scroll handlers, effects, React's scheduler tasks) has run. Counted in frames,
 * not milliseconds, so a busy machine waits longer instead of reading too early.
 */
export async function settle(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const frame = (left: number) =>
          left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => frame(left - 1));
        frame(count);
      }),
    frames,
  );
}

/**
 * Navigates inside the hydrated app, as a click on a router link would: React Router fetches the
 * loader data and React renders the page in the browser, with no server HTML involved.
 *
 * React Router renders a navigation in a transition: `router.navigate()` resolves, and the address
 * bar already shows the new path, before React has committed the new page (with Chromium's CPU
 * throttled 6×, the Spanish home replaced the English one ~0.9 s after `navigate()` resolved). A
 * test that reads the page right away reads the previous one on a busy machine, so give `lang`
 * (the `<html lang>` the new page has) to wait for React's commit: root and page render together.
 */
export async function clientNavigate(page: Page, to: string, { lang }: { lang?: string } = {}): Promise<void> {
  await page.evaluate(async (path) => {
    const router = (window as unknown as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    if (!router) throw new Error("React Router has not hydrated: window.__reactRouterDataRouter is missing");
    await router.navigate(path);
  }, to);
  await page.waitForFunction((path) => location.pathname === path, to);
  if (lang) await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * The headings and link texts of the header, main and footer. Production React does not compare
 * texts while hydrating, so a page whose client render differs from its server render shows the
 * difference only here: compare these texts right after hydration with those after a client render.
 */
export function renderedTexts(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((node) => (node.textContent ?? "").replace(/\s+/g, " ").trim());
    return {
      title: [document.title],
      headings: texts("main :is(h1, h2, h3, h4, h5, h6)"),
      mainLinks: texts("main a"),
      headerLinks: texts("header a"),
      footerLinks: texts("footer a"),
      footerText: texts("footer"),
    };
  });
}
