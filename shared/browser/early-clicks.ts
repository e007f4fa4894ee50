/**
 * A visitor's click is never lost to hydration (decision 045). The page is server rendered and
 * painted before its start-up scripts have run, and parts of it (the profile menu, lazily loaded
 * sections) hydrate later still, when their own chunk arrives: a click on a server-rendered button
 * React has not hydrated yet does nothing (React drops a click on a dehydrated boundary it cannot
 * hydrate at once). This script, inline at the top of every page, watches clicks on
 * `button[type="button"]` (they have no behaviour of their own, while links, `<details>` and inputs
 * work as plain HTML and are left alone). Once the click has been dispatched, a button React still
 * has not hydrated (no `__reactProps$` key on the element) is kept, and clicked again as soon as
 * React has hydrated it; a button React hydrated while handling the click (its synchronous
 * hydration of a boundary whose code is loaded) was handled by React and is not clicked twice.
 * Kept clicks are given up after 10 s.
 *
 * Kept for those controls only: the phone menu's toggle and the profile menu are buttons with no
 * HTML behaviour (first-click.spec.ts). Forms are not replayed: each visitor form posts to its
 * page's route action, which answers a submission made before (or without) the scripts itself
 * (decision 055).
 *
 * Allowed by its hash in the page's policy (server/http/security-headers.ts), so it needs no nonce.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var q=[],t=0;` +
  `function h(b){return Object.keys(b).some(function(k){return k.indexOf("__reactProps$")===0})}` +
  `function r(){t=0;var n=Date.now();q=q.filter(function(e){if(!e.b.isConnected||e.b.disabled||n-e.at>1e4)return false;if(!h(e.b))return true;e.b.click();return false});if(q.length)t=setTimeout(r,50)}` +
  `function k(b){setTimeout(function(){if(h(b)||q.some(function(e){return e.b===b}))return;q.push({b:b,at:Date.now()});if(!t)t=setTimeout(r,50)},0)}` +
  `document.addEventListener("click",function(e){var x=e.target,b=x&&x.closest?x.closest('button[type="button"]'):null;if(b&&!b.disabled&&!h(b))k(b)},true)})()`;
