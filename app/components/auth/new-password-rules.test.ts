import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { newPasswordError } from "./new-password-rules.ts";

describe("newPasswordError", () => {
  it("applies the registration password rules first", () => {
    expect(newPasswordError("short", "short")).toEqual({ message: AUTH_MESSAGES.passwordTooShort, field: "password" });
    expect(newPasswordError("nouppercase1", "nouppercase1")).toEqual({
      message: AUTH_MESSAGES.passwordUppercase,
      field: "password",
    });
  });
  it("then asks for a matching confirmation", () => {
    expect(newPasswordError("Secret123", "Secret124")).toEqual({
      message: "Passwords do not match.",
      field: "confirm",
    });
  });
  it("accepts a valid, confirmed password, long ones included", () => {
    expect(newPasswordError("Secret123", "Secret123")).toBeNull();
    const long = "Aa1" + "x".repeat(125);
    expect(newPasswordError(long, long)).toBeNull();
  });
});
