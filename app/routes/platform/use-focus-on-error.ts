import { useEffect } from "react";

/**
 * After a refused submission, focus goes to the field concerned, so a screen reader reads its
 * label and its error (named by aria-describedby); the proof of work's error is read from its region.
 */
export function useFocusOnError(result: unknown, field: string | null) {
  useEffect(() => {
    if (!result || !field) return;
    const target = document.getElementById(field === "altcha" ? "altcha-error" : `field-${field}`);
    if (target instanceof HTMLElement) {
      if (field === "altcha") target.setAttribute("tabindex", "-1");
      target.focus();
    }
  }, [result, field]);
}
