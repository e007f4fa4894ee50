/** CSS font stacks for the font names organizations choose; Inter and Lora ship with the app. */
const STACKS: Record<string, string> = {
  inter: `"Inter Variable", Inter, ui-sans-serif, system-ui, sans-serif`,
  lora: `"Lora Variable", Lora, ui-serif, Georgia, serif`,
};

export function fontStack(name: string): string {
  const known = STACKS[name.trim().toLowerCase()];
  if (known) return known;
  const safe = name.replace(/["\\;{}<>]/g, "").trim();
  return safe ? `"${safe}", ui-sans-serif, system-ui, sans-serif` : STACKS.inter!;
}
