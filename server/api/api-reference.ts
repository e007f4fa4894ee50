/**
 * A readable API reference rendered on the server from the OpenAPI document: no script, no
 * third-party assets, so it works offline and on every tenant host.
 */
type Schema = {
  type?: string | string[];
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  info: { title: string; description?: string; version: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function typeName(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop()!;
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  if (schema.anyOf) return schema.anyOf.map(typeName).join(" | ");
  if (schema.enum) return schema.enum.map((value) => escape(JSON.stringify(value))).join(" | ");
  if (schema.type === "array") return `${typeName(schema.items)}[]`;
  return escape(Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object"));
}

export function renderApiReference(doc: Document): string {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const ops = operations
    .map(({ path, method, op }) => {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${typeName(p.schema)}</td><td>${p.required ? "yes" : "no"}</td></tr>`,
        )
        .join("");
      const body = op.requestBody?.content?.["application/json"]?.schema;
      const responses = Object.entries(op.responses ?? {})
        .map(
          ([status, r]) =>
            `<li><strong>${escape(status)}</strong> ${escape(r.description ?? "")} — ${typeName(r.content?.["application/json"]?.schema)}</li>`,
        )
        .join("");
      return `<section class="op"><h3><span class="m m-${method.toLowerCase()}">${method}</span> <code>/api${escape(path)}</code></h3><p>${escape(op.summary ?? "")}</p>${
        params
          ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th></tr></thead><tbody>${params}</tbody></table>`
          : ""
      }${body ? `<p>Body: ${typeName(body)}</p>` : ""}<ul>${responses}</ul></section>`;
    })
    .join("");
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => {
      const rows = Object.entries(schema.properties ?? {})
        .map(([field, s]) => `<tr><td><code>${escape(field)}</code></td><td>${typeName(s)}</td></tr>`)
        .join("");
      return `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody>${rows}</tbody></table></section>`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)} reference</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:2rem;color:#0f172a;line-height:1.5}code{background:#f1f5f9;padding:.1rem .3rem;border-radius:.25rem}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #e2e8f0;padding:.3rem .6rem;text-align:left}.op{border-top:1px solid #e2e8f0;padding-top:.5rem}.m{font-size:.8rem;padding:.15rem .4rem;border-radius:.25rem;background:#0369a1;color:#fff}.m-post{background:#047857}.m-put,.m-patch{background:#b45309}.m-delete{background:#b91c1c}</style></head><body><h1>${escape(doc.info.title)} <small>v${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description ?? "")}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p><h2>Endpoints</h2>${ops}<h2>Schemas</h2>${schemas}</body></html>`;
}
