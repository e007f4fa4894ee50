/** CSS font stacks for the font names organizations choose; Inter and Lora ship with the app. */
const STACKS: Record<string, string> = {
  // Each web font is followed by a local font resized to its metrics (app/app.css, decision 045):
  // text laid out before the web font arrives takes the same room, so nothing moves when it does.
  inter: `"Inter Variable", "Inter Fallback", Inter, ui-sans-serif, system-ui, sans-serif`,
  lora: `"Lora Variable", "Lora Fallback", Lora, ui-serif, Georgia, serif`,
};

export function fontStack(name: string): string {
  const known = STACKS[name.trim().toLowerCase()];
  if (known) return known;
  const safe = name.replace(/["\\;{}<>]/g, "").trim();
  return safe ? `"${safe}", ui-sans-serif, system-ui, sans-serif` : STACKS.inter!;
}
