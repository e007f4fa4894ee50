import path from "node:path";
import type { Page } from "playwright-core";
import { projectRoot } from "./server-process.ts";

export type Violation = {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements, with axe's summary of what is wrong with each. */
  nodes: { target: string; summary: string }[];
};

const AXE = path.join(projectRoot, "node_modules/axe-core/axe.min.js");

/**
 * Runs axe-core in the page and returns the violations a visitor would be hurt by (impact serious
 * or critical). Minor and moderate findings are left to review, not to the test gate.
 */
export async function checkAccessibility(page: Page): Promise<Violation[]> {
  // With reduced motion asked for, the page shows its settled state: no fade-in starts while axe
  // reads the colours (an autoplaying slider's next card, say). Put back when the check is done.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    return await runAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null }).catch(() => {});
  }
}

async function runAxe(page: Page): Promise<Violation[]> {
  // Colours half-way through a CSS transition or a fade-in (a button just switched variant, a section
  // appearing as it scrolls into view) are not what anyone reads: wait until the running transitions
  // and finite animations have ended (endless animations, such as a spinner, are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              !(animation instanceof CSSTransition || animation instanceof CSSAnimation) ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        helpUrl: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? "",
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(" "),
          summary: node.failureSummary ?? "",
        })),
      }));
  });
}
