import { describe, expect, it } from "vitest";
import * as consent from "../../../shared/rules/cookie-consent.ts";
import { CONSENTED_SERVICES_KEY, COOKIE_BANNER_DELAY_MS, COOKIES_ACCEPTED_COOKIE } from "./visitor-widgets.tsx";

describe("the first download's copy of the consent keys", () => {
  it("equals the rules module's values", () => {
    expect(COOKIES_ACCEPTED_COOKIE).toBe(consent.COOKIES_ACCEPTED_COOKIE);
    expect(COOKIE_BANNER_DELAY_MS).toBe(consent.COOKIE_BANNER_DELAY_MS);
    expect(CONSENTED_SERVICES_KEY).toBe(consent.CONSENTED_SERVICES_KEY);
    expect(COOKIE_BANNER_DELAY_MS).toBe(1500);
  });
});
