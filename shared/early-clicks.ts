/**
 * A visitor's first click is never lost (decision 045). The page is server rendered and painted
 * before its start-up scripts have run: a click on a server-rendered button (a menu toggle, a
 * slider arrow, a banner's close button) before React listens would do nothing. This script, inline
 * at the top of every page, keeps such clicks (buttons of `type="button"` only: they have no
 * behaviour of their own, while links, forms, `<details>` and inputs work as plain HTML and are left
 * alone); the client entry stops it once React listens (`stop`, right after `hydrateRoot`), and the
 * root replays the kept clicks once the page is hydrated (`replay`, in its first effect).
 *
 * Allowed by its hash in the page's policy (server/http/security-headers.ts), so it needs no nonce.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var q=[],on=1;function k(e){if(!on)return;var t=e.target,b=t&&t.closest?t.closest('button[type="button"]'):null;if(b&&!b.disabled&&q.indexOf(b)<0)q.push(b)}` +
  `document.addEventListener("click",k,true);window.__tesseraEarlyClicks={` +
  `stop:function(){on=0;document.removeEventListener("click",k,true)},` +
  `replay:function(){q.splice(0).forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})}}})()`;

/** What the script leaves on `window`. */
export type EarlyClicks = { stop(): void; replay(): void };
