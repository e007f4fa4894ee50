import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { PLATFORM_ACCOUNT_MESSAGES } from "../../../features/platform/shared/account-rules.ts";
import { authMessageText } from "../../components/auth/auth-messages.ts";
import { knownText } from "./platform-language.tsx";

describe("the platform pages' known texts", () => {
  it("word the account rules with the site accounts' messages, the English texts unchanged", () => {
    for (const text of [
      AUTH_MESSAGES.fillAllFields,
      AUTH_MESSAGES.invalidEmail,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.passwordUppercase,
      AUTH_MESSAGES.tooManyAttempts,
      AUTH_MESSAGES.serverError,
    ]) {
      expect(knownText(text, "en")).toBe(text);
      expect(knownText(text, "es")).toBe(authMessageText(text, { locale: "es" }));
      expect(knownText(text, "es")).not.toBe(text);
    }
    expect(knownText(AUTH_MESSAGES.invalidEmail, "es")).toBe("Introduzca una dirección de correo electrónico válida.");
    // As the API names the field: the rule's text after it.
    expect(knownText(`password: ${AUTH_MESSAGES.passwordNumber}`, "de")).toBe(
      authMessageText(AUTH_MESSAGES.passwordNumber, { locale: "de" }),
    );
  });

  it("keeps the platform's own texts and leaves unknown ones as the API wrote them", () => {
    expect(knownText(PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, "en")).toBe("Wrong e-mail or password");
    expect(knownText(PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, "fr")).not.toBe("Wrong e-mail or password");
    expect(knownText("Something new", "fr")).toBe("Something new");
  });
});
