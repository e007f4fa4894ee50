import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALES } from "../../../shared/i18n/locales.ts";
import { ACCOUNT_LABEL_LOCALES, accountLabels } from "./account-labels.ts";

describe("the account page's texts", () => {
  it("exist in each of the ten UI languages, every text filled", () => {
    expect([...ACCOUNT_LABEL_LOCALES].sort()).toEqual([...DEFAULT_LOCALES].sort());
    const keys = Object.keys(accountLabels("en")).sort();
    for (const locale of DEFAULT_LOCALES) {
      const labels = accountLabels(locale);
      expect(Object.keys(labels).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(labels)) expect(text.trim(), `${locale}.${key}`).not.toBe("");
    }
  });

  it("are translated, not English copies, outside English", () => {
    const english = accountLabels("en");
    for (const locale of DEFAULT_LOCALES.filter((l) => l !== "en")) {
      const labels = accountLabels(locale);
      for (const key of ["title", "changePassword", "signOutEverywhereHint", "noOrganizations"] as const) {
        expect(labels[key], `${locale}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it("fall back to English for an unknown language", () => {
    expect(accountLabels("xx").title).toBe("Your account");
    expect(accountLabels(undefined).logout).toBe("Logout");
  });

  it("are in Arabic too, the eleventh UI language", () => {
    expect(accountLabels("ar").title).toBe("حسابك");
    expect(accountLabels("ar").logout).toBe("تسجيل الخروج");
    expect(accountLabels("ja").changePassword).toBe("パスワードを変更");
  });
});
