/**
 * A visitor's click or form submit is never lost to hydration (decision 045). The page is server
 * rendered and painted before its start-up scripts have run, and parts of it (the profile menu,
 * lazily loaded sections) hydrate later still, when their own chunk arrives: a click on a
 * server-rendered button React has not hydrated yet does nothing (React drops a click on a
 * dehydrated boundary it cannot hydrate at once), and a form submitted then goes out as plain HTML
 * (a GET of the page with every field, a password too, in its address). This script, inline at the
 * top of every page, watches:
 *
 * - clicks on `button[type="button"]` (they have no behaviour of their own, while links,
 *   `<details>` and inputs work as plain HTML and are left alone). Once the click has been
 *   dispatched, a button React still has not hydrated (no `__reactProps$` key on the element) is
 *   kept, and clicked again as soon as React has hydrated it; a button React hydrated while handling
 *   the click (its synchronous hydration of a boundary whose code is loaded) was handled by React
 *   and is not clicked twice.
 * - submits of forms without an `action` (React's forms; one with an action is meant to work as
 *   plain HTML): while React has not hydrated the form, the browser's submission is stopped and the
 *   form is submitted again (`requestSubmit`) once React has hydrated it, 100 ms later. What the
 *   visitor typed and ticked is kept at the submit and handed to React first, as input events its
 *   controlled fields see (React does not take a value typed before hydration into their state).
 *   Checked after dispatch as clicks are, so a form React hydrated for the event is not submitted
 *   twice.
 *
 * Kept clicks and submits are given up after 10 s.
 *
 * Allowed by its hash in the page's policy (server/http/security-headers.ts), so it needs no nonce.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var q=[],t=0;` +
  `function h(b){return Object.keys(b).some(function(k){return k.indexOf("__reactProps$")===0})}` +
  // What the visitor had typed or ticked in the form when submitting it.
  `function v(f){return [].slice.call(f.elements).filter(function(x){return /^(INPUT|TEXTAREA)$/.test(x.tagName)&&!/^(hidden|file|submit|button|reset|image)$/.test(x.type)}).map(function(x){return [x,/^(checkbox|radio)$/.test(x.type)?x.checked:x.value]})}` +
  // Handed to React as changes it sees (its value tracker first set apart from the value, so the event counts).
  `function a(l){l.forEach(function(p){var x=p[0];if(!x.isConnected)return;if(/^(checkbox|radio)$/.test(x.type)){if(x.type==="radio"&&!p[1])return;x.checked=!p[1];x.click()}else{var d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),"value");x.value=p[1]?"":" ";d.set.call(x,p[1]);x.dispatchEvent(new Event("input",{bubbles:true}))}})}` +
  `function r(){t=0;var n=Date.now();q=q.filter(function(e){if(!e.b.isConnected||e.b.disabled||n-e.at>1e4)return false;if(!h(e.b))return true;if(e.v){if(e.p++<2)return true;var f=e.b;a(e.v);setTimeout(function(){f.requestSubmit()},0)}else e.b.click();return false});if(q.length)t=setTimeout(r,50)}` +
  `function k(b,l){setTimeout(function(){if(h(b)||q.some(function(e){return e.b===b}))return;q.push({b:b,v:l,p:0,at:Date.now()});if(!t)t=setTimeout(r,50)},0)}` +
  `document.addEventListener("click",function(e){var x=e.target,b=x&&x.closest?x.closest('button[type="button"]'):null;if(b&&!b.disabled&&!h(b))k(b,null)},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(!f||f.tagName!=="FORM"||f.hasAttribute("action")||h(f))return;e.preventDefault();k(f,v(f))},true)})()`;
