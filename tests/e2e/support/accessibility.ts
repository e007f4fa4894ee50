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
