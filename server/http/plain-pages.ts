/** Pages answered without React Router: there is no tenant (or no working app) to render them. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#475569;line-height:1.6}code{background:#e2e8f0;padding:.1rem .35rem;border-radius:.25rem}</style></head><body><main>${body}</main></body></html>`;
}

export function renderNoSitePage(host: string | null): string {
  return page(
    "No site at this address",
    `<h1>No site at this address</h1><p>There is no site for ${
      host ? `<code>${escapeHtml(host)}</code>` : "this address"
    }. Check the address, or ask the site's owner to connect this domain.</p>`,
  );
}

export function renderServerErrorPage(requestId: string | undefined): string {
  return page(
    "Something went wrong",
    `<h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.${
      requestId ? ` If it keeps happening, quote reference <code>${escapeHtml(requestId)}</code>.` : ""
    }</p>`,
  );
}

/**
 * What visitors of a site that is not live see (decision 061): a 503 with Retry-After and noindex,
 * so search engines come back later and keep nothing. Admins of the site see the site itself.
 */
export function renderComingSoonPage(siteName: string): string {
  return page(
    `${siteName} is coming soon`,
    `<h1>Coming soon</h1><p><strong>${escapeHtml(siteName)}</strong> is getting ready. Please come back a little later.</p>`,
  );
}

export function renderPausedPage(siteName: string): string {
  return page(
    "This site is paused",
    `<h1>This site is paused</h1><p>${escapeHtml(siteName)} is not available at the moment. Please come back later.</p>`,
  );
}

/** A page form posted from another site (a page action's cross-site check refused it). */
export function renderCrossSiteFormPage(): string {
  return page(
    "Form not sent",
    `<h1>Form not sent</h1><p>This form came from another site, so nothing was done with it. Open the form on this site and send it again.</p><p><a href="/">Home</a></p>`,
  );
}

export function renderPlainNotFoundPage(): string {
  return page(
    "Page not found",
    `<h1>Page not found</h1><p>There is no page at this address.</p><p><a href="/">Home</a></p>`,
  );
}
