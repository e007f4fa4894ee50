/**
 * Spec editing-tools §2.9: a window event named `hero-section-updated` carries a hero record in its
 * detail. The hero editor updates its form from it; the page refreshes its heroes on it.
 */
export const HERO_SECTION_UPDATED_EVENT = "hero-section-updated";

export function announceHeroUpdated(detail: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(HERO_SECTION_UPDATED_EVENT, { detail }));
}
