/**
 * Stacking order of the admin tools against the site's own layers (header z-40, fixed banners z-50,
 * cookie banner z-[80], visitor dialogs z-[90]/[91]): the create button floats above visitor widgets,
 * editor dialogs above everything on the page, and menus/popovers opened inside a dialog above it.
 */
export const layers = {
  floating: "z-[85]",
  dialogOverlay: "z-[95]",
  dialog: "z-[96]",
  /** A confirmation asked from inside an editor sits above that editor. */
  confirmOverlay: "z-[100]",
  confirm: "z-[101]",
  popover: "z-[110]",
} as const;
