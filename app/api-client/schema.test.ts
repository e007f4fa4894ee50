import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderApiTypes } from "../../scripts/api-types-render.ts";

describe("app/api-client/schema.d.ts", () => {
  it("matches the server's OpenAPI document (run `npm run api:types` when this fails)", async () => {
    const checkedIn = await readFile(new URL("./schema.d.ts", import.meta.url), "utf8");
    expect(checkedIn === (await renderApiTypes()), "schema.d.ts is stale: run `npm run api:types`").toBe(true);
  }, 60_000);
});
