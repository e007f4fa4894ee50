import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route manifest loads once with the page (a small static file) instead of being
  // computed per request and patched per link on the client (decision 010).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
