import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, getTableColumns, is } from "drizzle-orm";
import { PgDialect, PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "./schema/index.ts";
import { crossTenant, scoped } from "./tenant-scope.ts";
import { TENANCY_ALLOWLIST } from "./tenant-scope.allowlist.ts";

/**
 * Tenancy in one place (decision 032): every query of a tenant table (a table of the Drizzle
 * schema with an `organization_id` column) goes through a `TenantScope` (`scope.where(table, …)`,
 * `scope.values(table, …)`), or through `crossTenant(db, "why")` when it spans organizations on
 * purpose. This test reads the sources with the TypeScript compiler and fails on any other query.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const TENANT_TABLES = new Set(
  Object.entries(schema)
    .filter(([, table]) => is(table, PgTable) && "organization_id" in getTableColumns(table as PgTable))
    .map(([name]) => name),
);

const QUERY_METHODS = new Set(["from", "update", "insert", "delete"]);
const JOIN_METHODS = new Set(["innerJoin", "leftJoin", "rightJoin", "fullJoin"]);

/** Tests and the setup modules they share (`*.test-setup.ts`) build their own fixtures. */
const TEST_FILE = /\.(test|spec|test-setup)\.tsx?$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!["node_modules", "migrations", "schema", "build"].includes(name)) sourceFiles(full, out);
    } else if (/\.(ts|tsx)$/.test(name) && !TEST_FILE.test(name) && !name.endsWith(".d.ts")) {
      out.push(full);
    }
  }
  return out;
}

const tableName = (node: ts.Node | undefined) =>
  node && ts.isIdentifier(node) ? node.text : node && ts.isPropertyAccessExpression(node) ? node.name.text : null;

/** Whether `node` holds a call `<scope>.<method>(<table>, …)`. */
function holdsScopeCall(node: ts.Node | undefined, method: string, table: string): boolean {
  if (!node) return false;
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === method &&
    tableName(node.arguments[0]) === table
  ) {
    return true;
  }
  return ts.forEachChild(node, (child) => holdsScopeCall(child, method, table) || undefined) ?? false;
}

/** The calls of a method chain `a.b(…).c(…)…`, outermost first, from any call inside it. */
function chainOf(call: ts.CallExpression): ts.CallExpression[] {
  let top: ts.Node = call;
  while (
    (ts.isPropertyAccessExpression(top.parent) && top.parent.expression === top) ||
    (ts.isCallExpression(top.parent) && top.parent.expression === top) ||
    ts.isNonNullExpression(top.parent)
  ) {
    top = top.parent;
  }
  const calls: ts.CallExpression[] = [];
  let node: ts.Node = top;
  while (node) {
    if (ts.isCallExpression(node)) {
      calls.push(node);
      node = node.expression;
    } else if (ts.isPropertyAccessExpression(node) || ts.isNonNullExpression(node)) {
      node = node.expression;
    } else break;
  }
  // The innermost expression: `crossTenant(db, "…")` makes the whole chain an explicit cross-tenant one.
  return calls;
}

const isCrossTenantCall = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) && call.expression.text === "crossTenant";
const method = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : null;

/** Queries of tenant tables that bypass the scope, as `line: text`. */
export function bypassesIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = method(node);
      const table = tableName(node.arguments[0]);
      if (name && table && TENANT_TABLES.has(table) && (QUERY_METHODS.has(name) || JOIN_METHODS.has(name))) {
        const chain = chainOf(node);
        let ok = chain.some(isCrossTenantCall);
        if (!ok && JOIN_METHODS.has(name)) ok = holdsScopeCall(node.arguments[1], "where", table);
        if (!ok && name === "insert") {
          ok = chain.some((call) => method(call) === "values" && holdsScopeCall(call.arguments[0], "values", table));
        }
        if (!ok && name !== "insert" && !JOIN_METHODS.has(name)) {
          ok = chain.some((call) => method(call) === "where" && holdsScopeCall(call.arguments[0], "where", table));
        }
        if (!ok) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push(`${line}: .${name}(${table})`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("tenant scope", () => {
  it("finds the tenant tables from the schema", () => {
    for (const table of ["faqs", "menuItems", "submenuItems", "blogPosts", "revisions", "media"]) {
      expect(TENANT_TABLES.has(table), table).toBe(true);
    }
    expect(TENANT_TABLES.has("organizations")).toBe(false);
  });

  it("ANDs the organization into every condition and stamps inserted rows", () => {
    const dialect = new PgDialect();
    const tenant = scoped(7);
    const query = dialect.sqlToQuery(tenant.where(schema.faqs, eq(schema.faqs.id, 3)));
    expect(query.sql).toBe('("faqs"."organization_id" = $1 and "faqs"."id" = $2)');
    expect(query.params).toEqual([7, 3]);
    expect(tenant.values(schema.faqs, { question: "q", organization_id: 9 })).toEqual({
      question: "q",
      organization_id: 7,
    });
    expect(tenant.values(schema.faqs, [{ question: "a" }, { question: "b" }])).toEqual([
      { question: "a", organization_id: 7 },
      { question: "b", organization_id: 7 },
    ]);
  });

  it("refuses to build a scope without an organization", () => {
    for (const id of [0, -1, Number.NaN, undefined as unknown as number, null as unknown as number]) {
      expect(() => scoped(id)).toThrow(/organization id/);
    }
    expect(crossTenant("db", "why")).toBe("db");
  });

  it("the checker tells scoped queries from unscoped ones", () => {
    const sample = `
      db.select().from(faqs).where(eq(faqs.id, 1));
      db.select().from(faqs).where(and(eq(faqs.organization_id, org), eq(faqs.id, 1)));
      db.select().from(faqs).where(tenant.where(faqs, eq(faqs.id, 1)));
      db.select().from(faqs).where(tenant.where(menuItems));
      tx.update(faqs).set({ a: 1 }).where(tenant.where(faqs, eq(faqs.id, 1))).returning();
      tx.delete(faqs).where(eq(faqs.id, 1));
      tx.insert(faqs).values({ organization_id: org });
      tx.insert(faqs).values(tenant.values(faqs, { question: "x" }));
      db.select().from(menuItems).innerJoin(submenuItems, eq(submenuItems.menu_item_id, menuItems.id)).where(tenant.where(menuItems));
      db.select().from(menuItems).innerJoin(submenuItems, tenant.where(submenuItems, eq(submenuItems.menu_item_id, menuItems.id))).where(tenant.where(menuItems));
      crossTenant(db, "the scheduler publishes every organization's due posts").select().from(blogPosts);
      db.select().from(organizations);
    `;
    expect(bypassesIn("sample.ts", sample)).toEqual([
      "2: .from(faqs)",
      "3: .from(faqs)",
      "5: .from(faqs)",
      "7: .delete(faqs)",
      "8: .insert(faqs)",
      "10: .innerJoin(submenuItems)",
    ]);
  });

  it("every query of a tenant table in the sources goes through the scope (or says it is cross-tenant)", () => {
    const files = [
      ...sourceFiles(path.join(ROOT, "server")),
      ...sourceFiles(path.join(ROOT, "app")),
      ...sourceFiles(path.join(ROOT, "features")),
    ];
    const unexpected: string[] = [];
    const seen = new Set<string>();
    for (const file of files) {
      const relative = path.relative(ROOT, file);
      const bypasses = bypassesIn(file);
      const allowed = TENANCY_ALLOWLIST[relative];
      if (allowed) seen.add(relative);
      if (bypasses.length === 0) continue;
      if (!allowed) unexpected.push(`${relative}\n    ${bypasses.join("\n    ")}`);
      else if (bypasses.length > allowed.queries) {
        unexpected.push(
          `${relative}: ${bypasses.length} unscoped queries, the allowlist says ${allowed.queries}\n    ${bypasses.join("\n    ")}`,
        );
      }
    }
    expect(unexpected, "queries of tenant tables outside the scope (use scoped(organizationId))").toEqual([]);
    // An entry whose file is gone, or now has fewer unscoped queries, must be tightened.
    const stale = Object.entries(TENANCY_ALLOWLIST)
      .filter(([file, entry]) => !seen.has(file) || bypassesIn(path.join(ROOT, file)).length < entry.queries)
      .map(([file]) => file);
    expect(stale, "allowlist entries to lower or remove").toEqual([]);
  });
});
