/**
 * The launch checklist of a new site (decision 063): what its admins do before
 * publishing. `by: "data"` items are done when the site's data says so (a logo set, a home hero
 * with an image and a title, no language left as the kit wrote it); `by: "tick"` items when an admin
 * ticks them (kept in the settings' `launch_checklist`, saved through the settings PUT).
 */
export const LAUNCH_ITEMS = ["logo", "hero", "contact", "policies", "languages"] as const;
export type LaunchItem = (typeof LAUNCH_ITEMS)[number];

export type LaunchChecklist = {
  organization_id: number;
  status: string;
  /** When it was published through the checklist; null for a draft and for sites made before the platform. */
  published_at: string | null;
  /** The organization's version, for the settings PUT that stores a tick. */
  updated_at: string;
  dismissed: boolean;
  /** The home page's top: its hero, or (as the starter kit makes it) its first heading section. */
  hero: { kind: "hero" | "heading-section"; id: number } | null;
  untranslated_locales: string[];
  items: { id: LaunchItem; done: boolean; by: "data" | "tick" }[];
};

export const LAUNCH_ITEM_LABELS: Record<LaunchItem, { label: string; hint: string }> = {
  logo: { label: "Add your logo", hint: "Global settings → logo" },
  hero: { label: "Home page picture and words", hint: "An image and a title in the home hero" },
  contact: { label: "Check your contact e-mail", hint: "The contact page shows your sign-up address" },
  policies: { label: "Review the privacy and cookie policies", hint: "Written for you: read them once" },
  languages: { label: "Review the other languages", hint: "Some pages are still in the main language" },
};
