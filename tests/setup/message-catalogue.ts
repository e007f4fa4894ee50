import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * Vitest's global setup: the compiled message catalogue exists and matches messages/ (decision 073).
 * In a child process: the inlang SDK leaves handles open that would keep Vitest from exiting.
 */
export default function setup() {
  const script = join(import.meta.dirname, "../../scripts/i18n/compile.ts");
  const result = spawnSync(process.execPath, [script], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`compiling the message catalogue failed (${result.status})`);
}
