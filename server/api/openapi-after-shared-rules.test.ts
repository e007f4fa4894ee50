import { expect, it } from "vitest";

/**
 * The API builds its OpenAPI document when the rules shared with the browser were loaded first, as
 * they are in a test worker that ran an editor form's test before an API test (decision 081): Zod 4
 * gives a schema its methods when it is built, so a shared rule built before `@hono/zod-openapi`
 * was imported has no `.openapi()`. The type checker cannot see it; this file needs a module graph
 * of its own (it is in ISOLATED), where nothing has loaded the server yet.
 */
const sharedRules = import.meta.glob([
  "../../shared/**/*.ts",
  "../../features/*/shared/**/*.ts",
  "!**/*.test.ts",
  "!**/*.d.ts",
  "!**/paraglide/**",
]);

// Loaded while the file is collected: the whole API takes longer than a test's time on a busy machine.
for (const load of Object.values(sharedRules)) await load();
const { buildApi, openApiDocumentOf } = await import("./index.ts");

it("builds the API and its document after every shared module was loaded with plain Zod", () => {
  const document = openApiDocumentOf(buildApi());
  expect(document.components?.schemas).toHaveProperty("HeroTitleStyle");
});
