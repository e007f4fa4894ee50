export type OutboxRow = {
  id: number;
  to: string;
  subject: string;
  created_at: string;
  status: string;
  html: string;
  text: string;
};
export type OutboxListItem = { id: number; to: string; subject: string; isoTime: string; status: string };
export type OutboxDetail = OutboxListItem & { html: string; text: string };

/**
 * The outbox as the page shows it: newest first, each time as an ISO instant (the page writes it in
 * the person's language and zone), and only the opened message's body sent to the browser.
 */
export function outboxView(
  rows: readonly OutboxRow[],
  selectedId: number | null,
): { items: OutboxListItem[]; selected: OutboxDetail | null } {
  const sorted = [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  const items = sorted.map(({ id, to, subject, created_at, status }) => {
    const date = new Date(created_at);
    return {
      id,
      to,
      subject,
      status,
      isoTime: Number.isNaN(date.getTime()) ? "" : date.toISOString(),
    };
  });
  const row = selectedId === null ? undefined : sorted.find((entry) => entry.id === selectedId);
  const selected = row ? { ...items.find((item) => item.id === row.id)!, html: row.html, text: row.text } : null;
  return { items, selected };
}

export function parseMessageId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}
