import { z } from "@hono/zod-openapi";

const id = (name: string) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name, in: "path" }, example: 1 });

export const domainsParamSchema = z.object({ orgId: id("orgId") });
export const domainParamSchema = z.object({ orgId: id("orgId"), domainId: id("domainId") });

export const addDomainBodySchema = z
  .object({
    host: z
      .string({ error: "is required" })
      .max(300, "is too long (at most 253 characters)")
      .openapi({ example: "www.example.com" }),
  })
  .openapi("AddDomain");

export const dnsRecordSchema = z
  .object({
    type: z.enum(["TXT", "CNAME", "A", "AAAA"]),
    name: z.string(),
    value: z.string(),
  })
  .openapi("DnsRecord");

export const domainSchema = z
  .object({
    id: z.number().int(),
    host: z.string().openapi({ description: "ASCII (punycode) form", example: "xn--bcher-kva.example" }),
    display_host: z.string().openapi({ description: "Unicode form", example: "bücher.example" }),
    kind: z.enum(["platform", "custom"]),
    status: z.enum(["pending", "active", "failing"]),
    primary: z.boolean(),
    verified_at: z.string().nullable(),
    last_checked_at: z.string().nullable(),
    failing_since: z.string().nullable(),
    records: z.array(dnsRecordSchema).openapi({ description: "What to set at the DNS provider (custom domains)" }),
  })
  .openapi("Domain");

export const domainsAnswerSchema = z.object({ domains: z.array(domainSchema) });
export const domainAnswerSchema = z.object({ domain: domainSchema });
export const verifyAnswerSchema = z.object({
  domain: domainSchema,
  check: z.object({
    found: z.array(z.string()).openapi({ description: "TXT values seen at _tessera.{host}" }),
    missing: z.array(z.string()).openapi({ description: "What is still missing; empty when verified" }),
    message: z.string(),
  }),
});
