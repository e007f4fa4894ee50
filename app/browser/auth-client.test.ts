import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/rules/auth-rules.ts";
import {
  genericFailureMessage,
  loginFailureMessage,
  postJson,
  registrationOutcome,
  resetRequestFailureMessage,
  type ApiFailure,
} from "./auth-client.ts";

const failure = (status: number, error: string | null = null, code?: string): ApiFailure => ({
  ok: false,
  status,
  error,
  ...(code ? { code } : {}),
});

describe("postJson", () => {
  it("sends JSON on the same origin and returns the answer of a success", async () => {
    let seen: RequestInit | undefined;
    const fetcher = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return Response.json({ ok: true });
    }) as typeof fetch;
    const result = await postJson("/api/auth/sign-out", {}, fetcher);
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
    expect(seen?.method).toBe("POST");
    expect(seen?.credentials).toBe("same-origin");
    expect(new Headers(seen?.headers).get("content-type")).toBe("application/json");
  });

  it("keeps the server's error, code and field of a refusal", async () => {
    const fetcher = (async () =>
      Response.json(
        { error: AUTH_MESSAGES.emailExists, code: "email_exists", field: "email" },
        { status: 409 },
      )) as unknown as typeof fetch;
    expect(await postJson("/api/auth/register", {}, fetcher)).toEqual({
      ok: false,
      status: 409,
      error: AUTH_MESSAGES.emailExists,
      code: "email_exists",
      field: "email",
    });
  });

  it("turns a network failure or a non-JSON answer into a failure without a message", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await postJson("/api/x", {}, offline)).toEqual({ ok: false, status: 0, error: null });
    const html = (async () => new Response("<h1>Bad gateway</h1>", { status: 502 })) as unknown as typeof fetch;
    expect(await postJson("/api/x", {}, html)).toEqual({ ok: false, status: 502, error: null });
  });
});

describe("loginFailureMessage", () => {
  it("shows the invalid-credentials text for a 401", () => {
    expect(loginFailureMessage(failure(401, "whatever", "invalid_credentials"))).toBe("Invalid email or password");
  });
  it("shows the unconfirmed-address text", () => {
    expect(loginFailureMessage(failure(403, null, "email_not_verified"))).toBe("Please confirm your email address.");
  });
  it("shows the rate-limit text for a 429", () => {
    expect(loginFailureMessage(failure(429))).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
  it("shows the service's message for other refusals", () => {
    expect(loginFailureMessage(failure(400, AUTH_MESSAGES.fillAllFields))).toBe(AUTH_MESSAGES.fillAllFields);
  });
  it("falls back to 'Login failed' for server errors and network failures", () => {
    expect(loginFailureMessage(failure(500, "Internal server error"))).toBe("Login failed. Please try again.");
    expect(loginFailureMessage(failure(0))).toBe("Login failed. Please try again.");
  });
});

describe("resetRequestFailureMessage", () => {
  it("shows the rate-limit text on 429", () => {
    expect(resetRequestFailureMessage(failure(429, "x"))).toBe("Too many attempts. Please try again later.");
  });
  it("shows the e-mail problem text on a server or mail failure", () => {
    expect(resetRequestFailureMessage(failure(500))).toBe(
      "Unable to send email. Please check your email address and try again.",
    );
    expect(resetRequestFailureMessage(failure(0))).toBe(AUTH_MESSAGES.resetEmailFailed);
  });
  it("shows the server's validation message", () => {
    expect(resetRequestFailureMessage(failure(400, AUTH_MESSAGES.resetEmailRequired))).toBe(
      "Please enter your email address.",
    );
  });
});

describe("genericFailureMessage", () => {
  it("uses the server's message for a 4xx and the server-error text otherwise", () => {
    expect(genericFailureMessage(failure(409, AUTH_MESSAGES.emailExists))).toBe(AUTH_MESSAGES.emailExists);
    expect(genericFailureMessage(failure(503, "db down"))).toBe(AUTH_MESSAGES.serverError);
    expect(genericFailureMessage(failure(429))).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe("registrationOutcome", () => {
  it("goes to the profile when the server signed the new user in", () => {
    expect(registrationOutcome({ status: "signed_in", redirectTo: "/account/profile" })).toEqual({
      kind: "signed_in",
      to: "/account/profile",
      message: AUTH_MESSAGES.registered,
      warning: null,
    });
  });
  it("never follows a redirect off the site", () => {
    for (const redirectTo of ["//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "https://evil.example"]) {
      expect(registrationOutcome({ status: "signed_in", redirectTo })).toMatchObject({ to: "/account/profile" });
    }
  });
  it("shows the check-email text when the organization requires a confirmed address", () => {
    expect(registrationOutcome({ status: "verify_email", message: "x" })).toEqual({
      kind: "verify_email",
      message: AUTH_MESSAGES.checkEmail,
      warning: null,
    });
  });
  it("goes to the login page when registered without a session", () => {
    expect(registrationOutcome({ status: "registered" }, "/es/login")).toMatchObject({
      kind: "login",
      to: "/es/login",
    });
  });
  it("carries the welcome-mail warning along", () => {
    const warning = AUTH_MESSAGES.welcomeEmailFailed("welcome");
    expect(registrationOutcome({ status: "signed_in", warning })).toMatchObject({ warning });
    expect(registrationOutcome({ status: "verify_email", warning })).toMatchObject({ warning });
  });
});
