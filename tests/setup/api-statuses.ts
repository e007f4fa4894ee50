import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { undocumentedStatuses, type StatusRecord } from "./api-status-check.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Folder where test apps log each API answer's method, path and status (tests/setup/test-app.ts). */
    apiStatusLog: string;
  }
}

/**
 * Vitest global set-up: a folder for the API answers every test file's app logs, and, once every
 * file has run, the check that each status an operation answered is one the OpenAPI document lists
 * (decision 030). A run of any subset of the files checks what that subset saw.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "tessera-api-statuses-"));
  mkdirSync(folder, { recursive: true });
  project.provide("apiStatusLog", folder);
  return async () => {
    try {
      const records: StatusRecord[] = [];
      for (const file of readdirSync(folder)) {
        for (const line of readFileSync(path.join(folder, file), "utf8").split("\n")) {
          if (line) records.push(JSON.parse(line) as StatusRecord);
        }
      }
      if (records.length === 0) return;
      const { buildApi, openApiDocumentOf } = await import("../../server/api/index.ts");
      const document = openApiDocumentOf(buildApi()) as unknown as Parameters<typeof undocumentedStatuses>[0];
      const problems = undocumentedStatuses(document, records);
      if (problems.length > 0) {
        // Vitest reports a teardown error but exits 0 for it: the run's status must say it too.
        process.exitCode = 1;
        throw new Error(
          `The API answered statuses its OpenAPI document does not list (${records.length} answers seen):\n  ${problems.join("\n  ")}\n` +
            "Add them to the operation's `responses` (or fix the operation).",
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
