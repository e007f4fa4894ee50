import { type RouteConfig, layout, route } from "@react-router/dev/routes";

export default [
  // Public pages of a tenant: header and footer around the page body. `*` also matches `/`.
  layout("routes/site/layout.tsx", [route("*", "routes/site/page.tsx")]),
] satisfies RouteConfig;
