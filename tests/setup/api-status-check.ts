/**
 * Statuses the API answered in tests, against the ones the OpenAPI document lists (decision
 * 030): a status an operation answered that its `responses` do not name is a defect of the
 * document (or of the operation).
 */
export type StatusRecord = { method: string; path: string; status: number };
type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

export type Operation = { method: string; template: string; statuses: Set<string> };

/** The operations of a document, with a matcher per path template (`/media/{id}/usage`). */
export function operationsOf(document: Document) {
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      statuses: new Set(Object.keys(operation.responses ?? {})),
      pattern: new RegExp(`^/api${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
      // A literal segment beats a parameter: `/media/upload` before `/media/{id}`.
      params: (template.match(/\{/g) ?? []).length,
    })),
  );
  operations.sort((a, b) => a.params - b.params);
  return (method: string, path: string): Operation | null => {
    const pathname = path.split("?")[0]!;
    return operations.find((op) => op.method === method && op.pattern.test(pathname)) ?? null;
  };
}

/** `METHOD template: status` for each status answered that the document does not list (once each). */
export function undocumentedStatuses(document: Document, records: Iterable<StatusRecord>): string[] {
  const find = operationsOf(document);
  const problems = new Set<string>();
  for (const { method, path, status } of records) {
    const operation = find(method, path);
    // Paths outside the document (unknown addresses, /api/openapi.json itself) are not operations.
    if (!operation) continue;
    if (!operation.statuses.has(String(status)) && !operation.statuses.has(`${String(status)[0]}XX`))
      problems.add(`${operation.method} ${operation.template}: ${status}`);
  }
  return [...problems].sort();
}
