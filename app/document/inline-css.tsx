import { createContext, useContext, useState } from "react";

/**
 * The visitor's stylesheet travels inside the page (decision 045): no render-blocking request
 * before first paint. The server hands the CSS text through this context (app/entry.server.tsx
 * imports it with `?inline`, so it is in no client chunk); in the browser the element keeps the
 * text the server wrote, read back from the document, so hydration and later renders change nothing.
 */
export const InlineCssContext = createContext<string | null>(null);

const ID = "site-css";

export function InlineCss() {
  const fromServer = useContext(InlineCssContext);
  const [css] = useState(
    () => fromServer ?? (typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "")),
  );
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
