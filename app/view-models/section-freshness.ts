/** Freshness of a page's sections (spec public-site §7, §8, §9): events, refetch address, messages. */

export const TEMPLATE_SECTION_UPDATED_EVENT = "template-section-updated";
export const TEMPLATE_HEADING_SECTION_UPDATED_EVENT = "template-heading-section-updated";

/** The initial load of a page's sections gives up after 10 s and shows empty data. */
export const INITIAL_SECTIONS_TIMEOUT_MS = 10_000;

export const HEADING_ERROR_HINT = "Please try refreshing the page or contact support if the issue persists.";

/**
 * The uncached address of a page's sections after an update event: the page path (the API removes
 * a language prefix and reads / as /home) and a timestamp parameter so no cache answers it.
 */
export function sectionsRefetchUrl(kind: "template" | "heading", pathname: string, now: number): string {
  const endpoint = kind === "template" ? "/api/template-sections" : "/api/template-heading-sections";
  return `${endpoint}?url_page=${encodeURIComponent(pathname || "/")}&t=${now}`;
}

/** `Error: {message}`, with the support sentence for heading sections. */
export function sectionsErrorText(kind: "template" | "heading", message: string): string {
  return kind === "heading" ? `Error: ${message} ${HEADING_ERROR_HINT}` : `Error: ${message}`;
}

/** `load`'s result, or `fallback` when it takes longer than `ms` (or fails); `onFallback` says why. */
export async function withTimeout<T>(
  load: Promise<T>,
  ms: number,
  fallback: T,
  onFallback: (reason: unknown) => void = () => {},
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onFallback(new Error(`timed out after ${ms} ms`));
      resolve(fallback);
    }, ms);
  });
  try {
    return await Promise.race([
      load.catch((error: unknown) => {
        onFallback(error);
        return fallback;
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
