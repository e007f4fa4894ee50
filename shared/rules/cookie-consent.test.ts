import { describe, expect, it } from "vitest";
import {
  acceptAllServiceIds,
  consentChoiceIn,
  consentSetCookie,
  isConsentScriptUrl,
  isEssentialCategoryName,
  rejectAllServiceIds,
  selectedServiceIds,
  type CookieCategoryView,
} from "./cookie-consent.ts";

const service = (id: number, active = true) => ({ id, name: `s${id}`, description: "", active, script_url: null });
const categories: CookieCategoryView[] = [
  {
    id: 1,
    name: "Notwendig",
    description: "",
    description_en: "",
    is_essential: true,
    cookie_service: [service(1), service(2)],
  },
  { id: 2, name: "Analytics", description: "", description_en: "", is_essential: false, cookie_service: [service(3)] },
  {
    id: 3,
    name: "Marketing",
    description: "",
    description_en: "",
    is_essential: false,
    cookie_service: [service(4), service(5, false)],
  },
];

describe("cookie consent selections", () => {
  it("Reject all keeps only the services of the essential category", () => {
    expect(rejectAllServiceIds(categories)).toEqual([1, 2]);
  });

  it("Reject all keeps nothing when there is no essential category", () => {
    expect(rejectAllServiceIds(categories.slice(1))).toEqual([]);
  });

  it("Accept all takes every offered service, never an inactive one", () => {
    expect(acceptAllServiceIds(categories)).toEqual([1, 2, 3, 4]);
  });

  it("settings always include the essential services, whatever was toggled", () => {
    expect(selectedServiceIds(categories, new Set([4]))).toEqual([1, 2, 4]);
    expect(selectedServiceIds(categories, new Set([5, 99]))).toEqual([1, 2]);
  });

  it("recognises the category named essential by its base name, in any case", () => {
    expect(isEssentialCategoryName("Essential")).toBe(true);
    expect(isEssentialCategoryName(" essential ")).toBe(true);
    expect(isEssentialCategoryName("Essentials")).toBe(false);
  });
});

describe("a consented service's script address", () => {
  it("is an https:// address or a path of this site, nothing that reaches another host otherwise", () => {
    for (const src of ["https://cdn.example.com/tag.js?id=1", "/demo/consented-analytics.js", "/a"]) {
      expect(isConsentScriptUrl(src), src).toBe(true);
    }
    for (const src of [
      "",
      "http://cdn.example.com/tag.js",
      "//evil.example/x.js",
      "/\\evil.example/x.js",
      "/\t/evil.example/x.js",
      "javascript:alert(1)",
      "data:text/javascript,alert(1)",
      "HTTPS://cdn.example.com/tag.js",
      "tag.js",
      "https://",
      "https://a b.js",
    ]) {
      expect(isConsentScriptUrl(src), src).toBe(false);
    }
  });
});

describe("the consent cookie on the server", () => {
  it("reads a choice only from a cookies_accepted of true or false", () => {
    expect(consentChoiceIn(undefined)).toBeNull();
    expect(consentChoiceIn("a=1; cookies_accepted=true")).toBe(true);
    expect(consentChoiceIn("cookies_accepted=false; b=2")).toBe(false);
    expect(consentChoiceIn("cookies_accepted=yes")).toBeNull();
    expect(consentChoiceIn("my_cookies_accepted=true")).toBeNull();
  });

  it("sets the cookie the script writes: 365 days, whole site, Lax; Secure over HTTPS", () => {
    expect(consentSetCookie(true, false)).toBe("cookies_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(consentSetCookie(false, true)).toBe(
      "cookies_accepted=false; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
  });
});
