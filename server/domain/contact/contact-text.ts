/**
 * Contact messages are plain text: markup is removed (never stored, never mailed as HTML), control
 * characters other than line breaks and tabs dropped, and whitespace trimmed.
 */
export function plainContactText(value: string): string {
  let text = value.normalize("NFC");
  // Repeat until stable, so that nested tricks such as `<scr<b>ipt>` leave no tag behind.
  for (let i = 0; i < 5; i++) {
    const next = text.replace(/<\/?[a-zA-Z!?][^<>]*>?/g, "");
    if (next === text) break;
    text = next;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}
