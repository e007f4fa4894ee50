import { availableParallelism } from "node:os";
import { z } from "zod";

/**
 * The one place that reads configuration. Every variable is validated at start; a bad value
 * stops the process with a message naming the variable and what it expects.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "expected true or false",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const url = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `expected a URL like ${example}` },
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int("expected a whole number")
    .min(0, "expected a port from 0 to 65535")
    .max(65535, "expected a port from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "expected a folder path").default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"], "postgres://user:password@host:5432/db").optional(),
  REDIS_URL: url(["redis:", "rediss:"], "redis://127.0.0.1:6379").optional(),
  SMTP_URL: url(["smtp:", "smtps:"], "smtp://user:password@mail.example.com:587").optional(),
  MAIL_FROM: z.string().min(3).default("Tessera <no-reply@tessera.localhost>"),
  PUBLIC_ORIGIN: url(["http:", "https:"], "https://www.example.com").optional(),
  TRUST_PROXY: booleanFlag.default(false),
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PAGE_CACHE: booleanFlag.default(true),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** Threads that render documents beside the main thread (decision 012); 0 renders on it. */
  RENDER_THREADS: z.coerce
    .number({ error: "expected a number of threads" })
    .int("expected a whole number")
    .min(0, "expected 0 to 32")
    .max(32, "expected 0 to 32")
    .default(availableParallelism()),
  /** Gallery images in an S3-compatible bucket instead of DATA_DIR/media (all four of endpoint, bucket and keys needed). */
  S3_ENDPOINT: url(["http:", "https:"], "https://s3.eu-central-1.amazonaws.com").optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `DATABASE_URL=` in a .env file) mean "not set".
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === "" ? undefined : source[key]]),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
}
