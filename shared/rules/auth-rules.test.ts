import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  isEmail,
  isAuthPage,
  loginError,
  loginRedirectTarget,
  passwordError,
  registrationError,
  resetRequestError,
} from "./auth-rules.ts";

const valid = { username: "ada", email: "ada@example.com", password: "Secret123" };

describe("registrationError", () => {
  it("accepts valid input", () => {
    expect(registrationError(valid)).toBeNull();
  });

  it("shows only the first error, in the spec's order", () => {
    expect(registrationError({ username: "", email: "bad", password: "x" })).toBe(AUTH_MESSAGES.fillAllFields);
    expect(registrationError({ ...valid, email: "  " })).toBe(AUTH_MESSAGES.fillAllFields);
    expect(registrationError({ username: "ab", email: "bad", password: "x" })).toBe(AUTH_MESSAGES.usernameTooShort);
    expect(registrationError({ ...valid, email: "not-an-email" })).toBe("Please enter a valid email address.");
    expect(registrationError({ ...valid, email: "a@b" })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(registrationError({ ...valid, password: "Short1" })).toBe(AUTH_MESSAGES.passwordTooShort);
  });
});

describe("passwordError", () => {
  it.each([
    ["secret123", "Password must contain at least one uppercase letter"],
    ["SECRET123", "Password must contain at least one lowercase letter"],
    ["SecretOnly", "Password must contain at least one number"],
    ["Sh0rt", AUTH_MESSAGES.passwordTooShort],
  ])("%s → %s", (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it("accepts 128 characters and refuses 129", () => {
    const long = "Aa1" + "x".repeat(125);
    expect(passwordError(long)).toBeNull();
    expect(passwordError(long + "x")).toBe(AUTH_MESSAGES.passwordTooLong);
  });
});

describe("loginError and resetRequestError", () => {
  it("require both login fields, reading a blank e-mail as empty", () => {
    expect(loginError({ email: " ", password: "x" })).toBe(AUTH_MESSAGES.fillAllFields);
    expect(loginError({ email: "a@b.c", password: "" })).toBe(AUTH_MESSAGES.fillAllFields);
    expect(loginError({ email: " a@b.c ", password: "x" })).toBeNull();
  });

  it("require the e-mail for a reset", () => {
    expect(resetRequestError({ email: "" })).toBe("Please enter your email address.");
    expect(resetRequestError({ email: "a@b.c" })).toBeNull();
  });
});

describe("loginRedirectTarget", () => {
  it.each([
    [{ explicit: "/pricing", redirectTo: "/a", returnUrl: "/b", currentPath: "/c" }, "/pricing"],
    [{ redirectTo: "/a", returnUrl: "/b", currentPath: "/c" }, "/a"],
    [{ returnUrl: "/b", currentPath: "/c" }, "/b"],
    [{ currentPath: "/c" }, "/c"],
    [{}, "/account"],
    // Login, register and reset pages are never used, with or without locale prefix.
    [
      {
        explicit: "/login",
        redirectTo: "/es/register",
        returnUrl: "/reset-password?token=x",
        currentPath: "/fr/login",
      },
      "/account",
    ],
    [{ redirectTo: "/signup", currentPath: "/about" }, "/about"],
    [{ explicit: "/es/login/", returnUrl: "/es/about" }, "/es/about"],
    // Other sites are never a target.
    [
      {
        explicit: "https://evil.example",
        redirectTo: "//evil.example",
        returnUrl: "/\\evil.example",
        currentPath: "/",
      },
      "/",
    ],
    // The current page counts only when it is public.
    [{ currentPath: "/admin" }, "/account"],
    [{ currentPath: "/account/profile" }, "/account"],
  ])("%o → %s", (input, expected) => {
    expect(loginRedirectTarget(input)).toBe(expected);
  });
});

describe("page classes", () => {
  it("recognises auth pages after removing a locale prefix", () => {
    expect(isAuthPage("/es/login")).toBe(true);
    expect(isAuthPage("/reset-password?token=1")).toBe(true);
    expect(isAuthPage("/loginx")).toBe(false);
  });
});

describe("isEmail, the one e-mail rule", () => {
  it.each(["a<b@x.io", "ü@x.io", "a@x.io.", "a@b.c", "a b@x.io", "a@x", "@x.io", "a@-x.io", "a..b@x.io", "a'@x.io"])(
    "refuses %j",
    (address) => {
      expect(isEmail(address)).toBe(false);
      expect(registrationError({ username: "someone", email: address, password: "Passw0rd-ok" })).toBe(
        AUTH_MESSAGES.invalidEmail,
      );
    },
  );

  it.each([
    "a@x.io",
    "first.last+tag@sub.example.co",
    "o'neil@example.com",
    "UPPER@EXAMPLE.COM",
    "admin@globex.localhost",
  ])("accepts %j", (address) => {
    expect(isEmail(address)).toBe(true);
  });

  // Better Auth validates with Zod's z.email() (node_modules/better-auth/dist/api/routes/sign-up.mjs):
  // whatever we accept, it must accept too, as typed and as stored (trimmed, lower-cased).
  const betterAuthAccepts = (value: string) => z.email().safeParse(value).success;
  const addressLike = fc.oneof(
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.emailAddress(),
    fc
      .tuple(
        fc.string({ unit: fc.constantFrom(..."aZ09._'+-<>ü \u0000\t\"(),:;@[]\\é"), maxLength: 12 }),
        fc.string({ unit: fc.constantFrom(..."az09.-_ü"), maxLength: 12 }),
        fc.constantFrom("io", "c", "com.", "x1", "localhost", ""),
      )
      .map(([local, host, tld]) => `${local}@${host}.${tld}`),
  );

  it("accepts nothing Better Auth refuses", () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        if (!isEmail(address)) return;
        expect(betterAuthAccepts(address)).toBe(true);
        expect(betterAuthAccepts(address.trim().toLowerCase())).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it("agrees with Better Auth on every address up to 254 characters", () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        expect(isEmail(address)).toBe(address.length <= EMAIL_MAX && betterAuthAccepts(address));
      }),
      { numRuns: 5_000 },
    );
  });
});
