import { describe, expect, it } from "vitest";
import { nextIp } from "../../tests/setup/accounts.ts";
import {
  type Body,
  t,
  organizationId,
  cookie,
  call,
  type Race,
  ok,
  newMenuItem,
  organization,
  useWriteVersionsApp,
} from "./write-versions.setup.ts";
import { WRITES } from "./write-versions.table.ts";

/**
 * Decision 031: every write is based on a version. For EVERY write operation of
 * the OpenAPI document, 20 requests carrying the same version are sent at once: exactly one may
 * succeed, every other one is a 409 with the current record (a deletion's losers may also find
 * the record gone: 404). The table is keyed by the document's operations, so a new write
 * operation without a case (or a written reason why it has no version) fails this test.
 */

const PARALLEL = 20;

type Operation = { method: string; path: string };

async function writeOperations(): Promise<Operation[]> {
  const res = await t.request("/api/openapi.json", { host: "a.localhost" });
  const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    Object.keys(item)
      .filter((method) => ["post", "put", "patch", "delete"].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: pathName.replace(/^\/api/, "") })),
  );
}

async function race(method: string, spec: Race) {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const res = await t.request(spec.path, {
        method,
        host: "a.localhost",
        headers: {
          origin: "http://a.localhost",
          "x-forwarded-for": nextIp(),
          cookie,
          ...(spec.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      });
      return { status: res.status, body: (await res.json()) as Body };
    }),
  );
  return answers;
}

// The app comes from createTestApp in write-versions.setup.ts.
useWriteVersionsApp();

describe("every write carries the version it was based on", () => {
  it("the table names every write operation of the OpenAPI document, and only those", async () => {
    const documented = (await writeOperations()).map((op) => `${op.method} ${op.path}`).sort();
    expect(Object.keys(WRITES).sort()).toEqual(documented);
  });

  for (const [operation, entry] of Object.entries(WRITES)) {
    if (!Array.isArray(entry)) continue;
    const [method] = operation.split(" ") as [string];
    for (const testCase of entry) {
      it(`${operation} (${testCase.name}): ${PARALLEL} writes of one version, exactly one succeeds, the others 409 with the current record`, async () => {
        const spec = await testCase.prepare();
        const answers = await race(method, spec);
        const statuses = answers.map((answer) => answer.status);
        expect(
          statuses.filter((status) => status < 300),
          JSON.stringify(answers.slice(0, 3)),
        ).toHaveLength(1);
        for (const answer of answers) {
          if (answer.status < 300) continue;
          if (spec.gone && answer.status === 404) continue;
          expect(answer.status, JSON.stringify(answer.body)).toBe(409);
          expect(answer.body).toMatchObject({ code: "stale" });
          expect(answer.body.current).toBeTruthy();
        }
      });
    }
  }

  it("a write without its version is refused (400 naming the field) and changes nothing", async () => {
    const item = await newMenuItem();
    const put = await call("PUT", `/api/menu-items/${item.id}`, { display_name: "No version" });
    expect(put.status).toBe(400);
    expect(put.body.field).toBe("updated_at");
    const del = await call("DELETE", `/api/menu-items/${item.id}`);
    expect(del.status).toBe(400);
    const org = await organization();
    const list = await call("PUT", `/api/organizations/${organizationId}`, { faqs: org.faqs });
    expect(list.status).toBe(400);
    expect(list.body.field).toBe("list_versions.faqs");
    const { menu_items } = await ok("GET", "/api/menu-items");
    expect((menu_items as Body[]).find((row) => row.id === item.id)?.display_name).toBe(item.display_name);
  });
});
