import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { PLATFORM_ACCOUNT_MESSAGES } from "../../../features/platform/shared/account-rules.ts";
import { knownText } from "./platform-language.tsx";

describe("the platform pages' known texts", () => {
  it("word the account rules in the platform's own voice, the English texts unchanged", () => {
    for (const text of [
      AUTH_MESSAGES.fillAllFields,
      AUTH_MESSAGES.invalidEmail,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.passwordUppercase,
      AUTH_MESSAGES.tooManyAttempts,
      AUTH_MESSAGES.serverError,
    ]) {
      expect(knownText(text, "en")).toBe(text);
      expect(knownText(text, "es")).not.toBe(text);
    }
    // The platform speaks to its customers as "tú" on every page (decision 082).
    expect(knownText(AUTH_MESSAGES.fillAllFields, "es")).toBe("Rellena todos los campos.");
  });

  it("keeps the platform's own texts and leaves unknown ones as the API wrote them", () => {
    expect(knownText(PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, "en")).toBe("Wrong e-mail or password");
    expect(knownText(PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, "fr")).not.toBe("Wrong e-mail or password");
    expect(knownText("Something new", "fr")).toBe("Something new");
  });
});
