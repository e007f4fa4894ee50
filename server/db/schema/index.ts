export * from "./organizations.ts";
export * from "./domains.ts";
export * from "./menu-items.ts";
export * from "./sections.ts";
export * from "./auth.ts";
export * from "./accounts.ts";
export * from "./posts.ts";
