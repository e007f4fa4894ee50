/** `from` and `to` days (UTC, both included) as an instant range: the audit log's filter, read by the page and the API. */
export function filterRange(filter: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const range: { from?: Date; to?: Date } = {};
  if (filter.from) range.from = new Date(`${filter.from}T00:00:00Z`);
  if (filter.to) range.to = new Date(Date.parse(`${filter.to}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return range;
}
