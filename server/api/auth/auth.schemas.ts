import { z } from "@hono/zod-openapi";
import { isEmail } from "../../../shared/rules/auth-rules.ts";
import { KNOWN_LOCALES } from "../../../shared/i18n/locales.ts";
import { errorSchema, json } from "../openapi-parts.ts";

const locale = z
  .enum(KNOWN_LOCALES)
  .optional()
  .openapi({ description: "The visitor's language (mails and links); the site's default when absent or unsupported" });

// Limits well above the rules' own (checked with the spec's messages) so that a long input gets
// the readable message, while nothing huge reaches the hasher.
export const registerBodySchema = z
  .object({
    username: z.string().max(100, "must be at most 100 characters").default(""),
    email: z.string().max(254, "must be at most 254 characters").default(""),
    password: z.string().max(1024, "must be at most 1024 characters").default(""),
    fullName: z.string().max(200, "must be at most 200 characters").nullish(),
    locale,
  })
  .openapi("RegisterBody");

export const registerResultSchema = z
  .object({
    status: z.enum(["signed_in", "verify_email"]),
    redirectTo: z.string().optional(),
    message: z.string().optional(),
    warning: z.string().optional(),
  })
  .openapi("RegisterResult");

export const loginBodySchema = z
  .object({
    email: z.string().max(254, "must be at most 254 characters").default(""),
    password: z.string().max(1024, "must be at most 1024 characters").default(""),
    rememberMe: z
      .boolean()
      .optional()
      .openapi({ description: "true: persistent cookie; false or absent: browser-session cookie" }),
  })
  .openapi("LoginBody");

export const loginResultSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    isAdmin: z.boolean(),
  })
  .openapi("LoginResult");

export const okSchema = z.object({ ok: z.boolean(), warning: z.string().optional() }).openapi("Ok");
export const messageSchema = z.object({ message: z.string() }).openapi("Message");

export const resetRequestBodySchema = z
  .object({ email: z.string().max(254, "must be at most 254 characters").default(""), locale })
  .openapi("PasswordResetRequestBody");

export const resetConfirmBodySchema = z
  .object({
    token: z.string().max(200, "must be at most 200 characters").default(""),
    password: z.string().max(1024, "must be at most 1024 characters").default(""),
  })
  .openapi("PasswordResetConfirmBody");

export const verifyEmailQuerySchema = z.object({
  token: z
    .string()
    .max(4096)
    .default("")
    .openapi({ param: { name: "token", in: "query" } }),
  lang: z
    .string()
    .max(5)
    .optional()
    .openapi({ param: { name: "lang", in: "query" } }),
});

export const meSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), username: z.string().nullable() }).nullable(),
    isAdmin: z.boolean(),
    organizationId: z.number().int(),
  })
  .openapi("Me");

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().max(1024).default(""),
    newPassword: z.string().max(1024).default(""),
  })
  .openapi("ChangePasswordBody");

export const revalidateBodySchema = z
  .object({ tag: z.string().regex(/^org-\d+$/, "must look like org-{organization id}") })
  .openapi("RevalidateBody");

export const sendEmailBodySchema = z
  .object({
    type: z.enum(["welcome", "free_trial"]),
    to: z
      .string()
      .max(254)
      .refine((v) => isEmail(v.trim()), "must be an e-mail address"),
    organization_id: z.number().int().positive(),
    user_id: z.string().min(1).max(100),
    name: z.string().max(200).default(""),
    locale,
  })
  .openapi("SendEmailBody");

export const freeTrialBodySchema = z
  .object({ email: z.string().max(254).default(""), locale })
  .openapi("FreeTrialBody");

export const errorResponses = {
  400: json(errorSchema, "Bad input: `{ error, field }`"),
  403: json(errorSchema, "Cross-site request refused, or not allowed"),
  404: json(errorSchema, "No site at this host"),
  429: json(errorSchema, "Too many attempts. Please try again later."),
};
