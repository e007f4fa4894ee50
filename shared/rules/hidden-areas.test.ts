import { describe, expect, it } from "vitest";
import { HIDDEN_AREA_PREFIXES, isHiddenArea } from "./hidden-areas.ts";

describe("isHiddenArea", () => {
  it("lists the eight areas of the spec", () => {
    expect(HIDDEN_AREA_PREFIXES).toEqual([
      "/account/profile/tickets",
      "/account/edupro/",
      "/help-center",
      "/admin",
      "/login",
      "/signup",
      "/register",
      "/reset-password",
    ]);
  });

  it("hides banners, navbar and footer on each area and below it, with or without a language prefix", () => {
    for (const path of [
      "/account/profile/tickets",
      "/account/profile/tickets/42",
      "/account/edupro/",
      "/account/edupro/course-1",
      "/help-center",
      "/help-center/faq",
      "/admin",
      "/admin/outbox",
      "/login",
      "/signup",
      "/register",
      "/reset-password",
      "/es/login",
      "/de/help-center",
      "/fr/admin/ai/management",
      "/it/account/edupro/x",
      "/login?redirectTo=/x",
    ]) {
      expect(isHiddenArea(path), path).toBe(true);
    }
  });

  it("keeps them elsewhere, including look-alike paths", () => {
    for (const path of [
      "/",
      "/es",
      "/account",
      "/account/profile",
      "/administration",
      "/loginhelp",
      "/blog/login",
      "/xx/login",
    ]) {
      expect(isHiddenArea(path), path).toBe(false);
    }
  });
});
