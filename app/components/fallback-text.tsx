import type { ReactNode } from "react";
import { fieldLang, type FallbackLangs } from "../../shared/i18n/translate.ts";

/**
 * A plain text of a view inside an element that also holds other things (a summary with its
 * chevron, a link with its arrow): when the text fell back to the base text it gets a span with
 * its `lang` and `dir`; a translated text is rendered as it is, so translated pages are unchanged.
 */
export function FallbackText({
  view,
  field,
  children,
}: {
  view: { fallback?: FallbackLangs } | null | undefined;
  field: string;
  children: ReactNode;
}) {
  const attrs = fieldLang(view, field);
  return "lang" in attrs ? <span {...attrs}>{children}</span> : <>{children}</>;
}
