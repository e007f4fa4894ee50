import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The same page at its address and under a language prefix (`/es/login`); ids must differ. */
function localized(path: string, file: string, id: string) {
  return [route(path, file, { id }), route(`:lang/${path}`, file, { id: `${id}-localized` })];
}

export default [
  // Login, registration and reset: no navbar or footer (spec public-site §2, hidden areas).
  layout("routes/auth/layout.tsx", [
    ...localized("login", "routes/auth/login.tsx", "auth-login"),
    ...localized("register", "routes/auth/register.tsx", "auth-register"),
    ...localized("signup", "routes/auth/register.tsx", "auth-signup"),
    ...localized("reset-password", "routes/auth/reset-password.tsx", "auth-reset-password"),
  ]),
  // The admin area has its own frame; every loader checks the role on the server.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("tickets", "routes/admin/tickets.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("meetings", "routes/admin/meetings.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    // Translation coverage and stale translations (decision 069).
    route("translations", "routes/admin/translations.tsx"),
    route("ai/management", "routes/admin/ai-management.tsx"),
  ]),
  // Public pages of a tenant: header and footer around the page body. The index route is the home
  // page; the splat takes every other content page (and language prefixes) — same module, two ids.
  // The account pages keep the site's header and footer (they are not among the hidden areas).
  layout("routes/site/layout.tsx", [
    index("routes/site/page.tsx", { id: "site-home" }),
    ...localized("account", "routes/account/account.tsx", "account"),
    ...localized("account/profile", "routes/account/account.tsx", "account-profile"),
    // A hidden area (spec §2): the signed-in person's live-support tickets.
    ...localized("account/profile/tickets", "routes/account/tickets.tsx", "account-tickets"),
    ...localized("blog", "routes/site/blog.tsx", "site-blog"),
    ...localized("privacy-policy", "routes/site/policy.tsx", "site-privacy-policy"),
    ...localized("cookie-policy", "routes/site/policy.tsx", "site-cookie-policy"),
    ...localized("basket", "routes/site/basket.tsx", "site-basket"),
    // The cookie choices as a page, for browsers without scripts (decision 055).
    ...localized("cookie-settings", "routes/site/cookie-settings.tsx", "site-cookie-settings"),
    ...localized("book", "routes/site/book.tsx", "site-book"),
    // A hidden area (no header, footer or banners): the layout leaves them out by path.
    ...localized("help-center", "routes/site/help-center.tsx", "site-help-center"),
    route("*", "routes/site/page.tsx", { id: "site-page" }),
  ]),
  // The platform's own host (decision 061): the console and the operators' console. On a site's
  // host these loaders answer 404 (features/platform/shared/paths.ts; the server never sends them here).
  route("console", "routes/platform/layout.tsx", { id: "platform-console" }, [
    // The person's sites, and a new one (decision 063).
    index("routes/platform/console-sites.tsx"),
    route("new", "routes/platform/console-new.tsx"),
    route("import", "routes/platform/console-import.tsx"),
    // A site's settings for its people, and an invitation to help run one (decision 064).
    route("sites/:id", "routes/platform/site-settings.tsx"),
    route("invitations/:token", "routes/platform/invitation.tsx"),
    // Platform accounts (decision 062).
    route("sign-up", "routes/platform/sign-up.tsx"),
    route("sign-in", "routes/platform/sign-in.tsx"),
    route("confirm", "routes/platform/confirm.tsx"),
    route("sign-out", "routes/platform/sign-out.tsx"),
    route("*", "routes/platform/not-found.tsx", { id: "platform-console-not-found" }),
  ]),
  route("operator", "routes/platform/layout.tsx", { id: "platform-operator" }, [
    index("routes/platform/operator/sites.tsx"),
    route("audit", "routes/platform/operator/audit.tsx"),
    route("outbox", "routes/platform/operator/outbox.tsx"),
    route("*", "routes/platform/not-found.tsx", { id: "platform-operator-not-found" }),
  ]),
  // Per-tenant files for search engines (resource routes: no layout, no HTML).
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("og-image.png", "routes/seo/og-image.ts"),
] satisfies RouteConfig;
