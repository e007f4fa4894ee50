/** Appends an alpha to a colour (spec: header background gets `cc`, or `f2` when scrolled). */
export function withAlpha(value: string, alphaHex: "cc" | "f2"): string {
  const alpha = parseInt(alphaHex, 16) / 255;
  if (value.startsWith("#")) {
    const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join("") : value.slice(1, 7);
    return `#${hex}${alphaHex}`;
  }
  if (value.startsWith("oklch(") && !value.includes("/")) {
    return value.replace(/\)$/, ` / ${alpha.toFixed(2)})`);
  }
  return value;
}
