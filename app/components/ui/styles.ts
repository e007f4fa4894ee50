import { clsx, type ClassValue } from "clsx";

/**
 * The kit's look as plain class maps, joined with `clsx` only (already in every public page's
 * start-up chunk). Button, Input, Label and Field build on these; so do the `plain-controls.tsx`
 * versions that visitor-side code (the account forms) uses, which must not pull in tailwind-merge
 * or cva (decision "auth forms on the kit"). No React, no imports beyond clsx: keep it that way.
 */

// No class of the base may fight one of a variant or size (the clsx-only path cannot drop the
// loser): text size and ring colour live in the sizes and variants. A test holds this.
export const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap " +
  "transition-colors outline-none focus-visible:ring-2 focus-visible:ring-offset-2 " +
  "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 " +
  "[&_svg:not([class*='size-'])]:size-4";

export const buttonVariantClasses = {
  default: "bg-gray-900 text-white shadow-sm hover:bg-gray-800 focus-visible:ring-sky-600",
  secondary: "bg-gray-100 text-gray-900 shadow-sm hover:bg-gray-200 focus-visible:ring-sky-600",
  outline: "border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 focus-visible:ring-sky-600",
  ghost: "text-gray-800 hover:bg-gray-100 focus-visible:ring-sky-600",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:ring-red-600",
  link: "text-sky-800 underline-offset-4 hover:underline focus-visible:ring-sky-600",
  /** The organization's colour (`primary` is its readable shade): the public site's main actions. */
  brand: "bg-primary text-white shadow-sm hover:bg-primary-hover focus-visible:ring-primary",
} as const;

export const buttonSizeClasses = {
  default: "h-9 px-4 py-2 text-sm",
  sm: "h-8 px-3 text-xs",
  lg: "h-10 px-6 text-sm",
  icon: "size-9 text-sm",
  "icon-sm": "size-8 text-sm",
} as const;

export type ButtonVariant = keyof typeof buttonVariantClasses;
export type ButtonSize = keyof typeof buttonSizeClasses;
export type ButtonStyle = { variant?: ButtonVariant | null; size?: ButtonSize | null };

/** A button's classes without tailwind-merge: extra classes are appended, so give no conflicting ones. */
export function buttonClasses({ variant, size }: ButtonStyle = {}, ...extra: ClassValue[]): string {
  return clsx(buttonBase, buttonVariantClasses[variant ?? "default"], buttonSizeClasses[size ?? "default"], extra);
}

/** Everything of a text control but its height and text size. */
export const inputBase =
  "block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm " +
  "placeholder:text-gray-500 outline-none focus-visible:border-sky-600 focus-visible:ring-2 focus-visible:ring-sky-600/30 " +
  "aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:opacity-70";

/** Everything of a text control but its height (inputs add one, text areas a minimum). */
export const inputClassName = `${inputBase} text-sm`;

export const inputSizeClasses = {
  default: "h-9 text-sm",
  /** 16 px text: phones do not zoom into the field on focus (the public site's account forms). */
  lg: "h-11 text-base",
} as const;

export type InputSize = keyof typeof inputSizeClasses;

export const labelClassName = "block text-sm font-medium text-gray-800 select-none";

export const fieldClasses = {
  root: "space-y-1.5",
  required: "ms-0.5 text-red-700",
  hint: "text-xs text-gray-600",
  error: "text-xs font-medium text-red-700",
} as const;

/** The ids a control inside `Field` should name in aria-describedby. */
export function fieldDescribedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}
