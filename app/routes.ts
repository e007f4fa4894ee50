import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public pages of a tenant: header and footer around the page body. The index route is the home
  // page; the splat takes every other content page (and language prefixes) — same module, two ids.
  layout("routes/site/layout.tsx", [
    index("routes/site/page.tsx", { id: "site-home" }),
    route("*", "routes/site/page.tsx", { id: "site-page" }),
  ]),
] satisfies RouteConfig;
