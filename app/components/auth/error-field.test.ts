import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, registrationError } from "../../../shared/rules/auth-rules.ts";
import { loginErrorField, registrationErrorField } from "./error-field.ts";

const valid = { username: "ada", email: "ada@example.com", password: "Secret123" };

describe("registrationErrorField", () => {
  it.each([
    [{ ...valid, username: "" }, "username"],
    [{ ...valid, email: " " }, "email"],
    [{ ...valid, password: "" }, "password"],
    [{ ...valid, username: "ad" }, "username"],
    [{ ...valid, email: "ada@" }, "email"],
    [{ ...valid, password: "short" }, "password"],
    [{ ...valid, password: "secret123" }, "password"],
  ] as const)("points the first error of %o at the %s field", (input, field) => {
    const message = registrationError(input)!;
    expect(registrationErrorField(input, message)).toBe(field);
  });

  it("points the email-exists refusal at the email field", () => {
    expect(registrationErrorField(valid, AUTH_MESSAGES.emailExists)).toBe("email");
  });

  it("prefers the field the server names", () => {
    expect(registrationErrorField(valid, "Anything", "password")).toBe("password");
  });

  it("names no field for errors about the whole request", () => {
    expect(registrationErrorField(valid, AUTH_MESSAGES.tooManyAttempts)).toBeNull();
  });
});

describe("loginErrorField", () => {
  it("points the fill-all-fields message at the empty field", () => {
    expect(loginErrorField({ email: "", password: "x" }, AUTH_MESSAGES.fillAllFields)).toBe("email");
    expect(loginErrorField({ email: "a@b.c", password: "" }, AUTH_MESSAGES.fillAllFields)).toBe("password");
  });
  it("names no field for refused credentials (they concern the pair)", () => {
    expect(loginErrorField({ email: "a@b.c", password: "x" }, AUTH_MESSAGES.invalidCredentials)).toBeNull();
  });
});
