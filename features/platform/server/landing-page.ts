import { CONSOLE_PATH } from "../shared/paths.ts";

/**
 * The platform's front page (PLATFORM_HOST `/`): what Tessera is, and the two ways in. Plain HTML
 * without scripts: it needs none, and it must not take the sites' home route (decision 061).
 */
export function renderPlatformLanding(sitesDomain: string): string {
  const example = `your-name.${sitesDomain}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tessera — your website, in every language</title><meta name="description" content="Create a multilingual website with pages, a blog, a help center, live chat and bookings, and edit it in place."><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>
*{box-sizing:border-box}body{margin:0;font-family:"Inter Variable",Inter,system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6}
header,main,footer{max-width:64rem;margin:0 auto;padding:1.25rem 1.5rem}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem}
.brand{font-weight:700;font-size:1.25rem;color:#0f172a;text-decoration:none}
nav a{color:#3730a3;font-weight:600;text-decoration:none;padding:.5rem .75rem;border-radius:.5rem}
nav a:hover,nav a:focus-visible{background:#e0e7ff}
.hero{padding:4rem 0 2.5rem}
h1{font-size:clamp(2rem,5vw,3.25rem);line-height:1.1;margin:0 0 1rem;max-width:40rem}
.lead{font-size:1.2rem;color:#334155;max-width:38rem;margin:0 0 2rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.button{display:inline-block;padding:.8rem 1.3rem;border-radius:.6rem;font-weight:600;text-decoration:none;border:2px solid #4338ca}
.primary{background:#4338ca;color:#fff}.primary:hover,.primary:focus-visible{background:#3730a3}
.secondary{color:#3730a3;background:#fff}.secondary:hover,.secondary:focus-visible{background:#eef2ff}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
ul.features{list-style:none;padding:0;margin:2.5rem 0 0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
ul.features li{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem}
ul.features strong{display:block;margin-bottom:.25rem}
footer{color:#475569;font-size:.9rem}
code{background:#e2e8f0;padding:.1rem .35rem;border-radius:.25rem}
</style></head><body>
<header><a class="brand" href="/">Tessera</a><nav aria-label="Account"><a href="${CONSOLE_PATH}/sign-in">Sign in</a></nav></header>
<main id="main">
<section class="hero" aria-labelledby="title">
<h1 id="title">Your business website, in every language, ready in a minute.</h1>
<p class="lead">Tessera gives your business a fast website with pages, a blog, a help center, live chat and bookings. You edit it in place, on the page itself, and it speaks your customers' languages.</p>
<div class="actions"><a class="button primary" href="${CONSOLE_PATH}/sign-up">Create your site</a><a class="button secondary" href="${CONSOLE_PATH}/sign-in">Sign in</a></div>
</section>
<ul class="features" aria-label="What you get">
<li><strong>A real site at once</strong>Home, services, about, contact, a blog and policies, written for your kind of business, at <code>${example}</code>.</li>
<li><strong>In your languages</strong>Start in up to ten languages; visitors get theirs.</li>
<li><strong>Help and bookings</strong>A help center with answers, live chat, and meetings your customers book themselves.</li>
<li><strong>Safe to edit</strong>Every change has a history you can undo, and nothing goes public before you publish.</li>
</ul>
</main>
<footer><p>Tessera — websites for businesses.</p></footer>
</body></html>`;
}
