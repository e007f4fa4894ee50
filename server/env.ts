import { availableParallelism } from "node:os";
import { z } from "zod";
import { LOOPBACK_PROXIES, proxyEntryProblem, splitProxyList } from "./http/trusted-proxies.ts";

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

const iceServersSchema = z
  .array(
    z.strictObject({
      urls: z.union([
        z.string().regex(/^(stun|stuns|turn|turns):/),
        z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1),
      ]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  )
  .max(10);

export type IceServer = z.infer<typeof iceServersSchema>[number];

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const socketCap = (fallback: number) =>
  z.coerce
    .number({ error: "expected a number of sockets" })
    .int("expected a whole number")
    .min(1, "expected 1 to 100000")
    .max(100_000, "expected 1 to 100000")
    .default(fallback);

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
  /**
   * Deprecated (decision 067): `true` trusts a proxy on this machine (loopback) and nothing else;
   * TRUSTED_PROXIES, when set, wins. After parsing it says whether any proxy is trusted at all.
   */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * The proxies whose X-Forwarded-For/Proto/Host count, by TCP peer address: IPv4 and IPv6
   * addresses and CIDRs, comma-separated (`127.0.0.1,::1,10.0.0.0/8`). Unset: none (or loopback
   * with the deprecated TRUST_PROXY=true).
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const entries = splitProxyList(value);
      for (const entry of entries) {
        const problem = proxyEntryProblem(entry);
        if (problem)
          ctx.addIssue({ code: "custom", message: `${problem}; expected a list like 127.0.0.1,::1,10.0.0.0/8` });
      }
      return entries;
    }),
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PAGE_CACHE: booleanFlag.default(true),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** Byte budget of the page cache in MiB (least recently used pages go first); 0 turns it off. */
  PAGE_CACHE_MB: z.coerce
    .number({ error: "expected a number of megabytes" })
    .min(0, "expected 0 to 65536")
    .max(65536, "expected 0 to 65536")
    .default(64),
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
  /** Writes (POST/PUT/PATCH/DELETE under /api) one signed-in account may make per minute (decision 030). */
  WRITE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "expected a number of writes" })
    .int("expected a whole number")
    .min(1, "expected 1 to 1000000")
    .max(1_000_000, "expected 1 to 1000000")
    .default(600),
  /** Live support (decision 035): admins are mailed when a conversation waits this long for a first answer. */
  LIVE_SUPPORT_UNANSWERED_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(7 * 24 * 60)
    .default(10),
  /** A staff reply the visitor has not read after this many seconds is mailed to them. */
  LIVE_SUPPORT_REPLY_MAIL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(60),
  /** Promised to visitors when nobody is online: "We reply by e-mail within N hours" (decision 038). */
  LIVE_SUPPORT_REPLY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(24),
  /**
   * Realtime sockets open at once, all instances together (decision 047): per visitor or meeting
   * token, per signed-in session, per address (loopback not counted, as for rate limits).
   */
  REALTIME_SOCKETS_PER_TOKEN: socketCap(10),
  REALTIME_SOCKETS_PER_SESSION: socketCap(10),
  REALTIME_SOCKETS_PER_ADDRESS: socketCap(50),
  /** Channels one socket may follow at once (the product's pages use at most five). */
  REALTIME_SUBSCRIPTIONS_PER_SOCKET: z.coerce
    .number({ error: "expected a number of channels" })
    .int("expected a whole number")
    .min(1, "expected 1 to 1000")
    .max(1000, "expected 1 to 1000")
    .default(10),
  /** The platform's own host: sign-up, the console and the operators' console (decision 061). */
  PLATFORM_HOST: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/, "expected a lower-case host name like app.example.com")
    .default("app.localhost"),
  /** Sites created on the platform answer at `{slug}.{SITES_DOMAIN}`. */
  SITES_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/, "expected a lower-case domain like sites.example.com")
    .default("localhost"),
  /** Where a custom subdomain's CNAME points (decision 066); unset: `sites.{SITES_DOMAIN}`. */
  SITES_CNAME_TARGET: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/, "expected a lower-case host name like sites.example.com")
    .optional(),
  /** The front door's public IPv4 address: an apex custom domain gets an A record to it. */
  SITES_IPV4: z.ipv4({ error: "expected an IPv4 address like 203.0.113.10" }).optional(),
  /** The front door's public IPv6 address: an apex custom domain gets an AAAA record to it. */
  SITES_IPV6: z.ipv6({ error: "expected an IPv6 address like 2001:db8::10" }).optional(),
  /** Resolvers for domain verification, `ip[:port]` comma-separated; unset: the system's. */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const servers = (value ?? "")
        .split(",")
        .map((server) => server.trim())
        .filter(Boolean);
      for (const server of servers) {
        if (!/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-fA-F:]+\](:\d{1,5})?|[0-9a-fA-F:]+)$/.test(server)) {
          ctx.addIssue({ code: "custom", message: "expected resolvers like 127.0.0.1:8053,[::1]:53" });
          return z.NEVER;
        }
      }
      return servers;
    }),
  /** Days a verified domain whose TXT record disappeared keeps serving before it stops. */
  DOMAIN_GRACE_DAYS: z.coerce
    .number({ error: "expected a number of days" })
    .min(0, "expected 0 to 365")
    .max(365, "expected 0 to 365")
    .default(7),
  /** Non-loopback addresses that may ask `GET /internal/tls-allowed` (comma-separated), e.g. a Caddy on another host. */
  TLS_ASK_ALLOW: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  /** Days a deleted site can be restored before its data and media are removed for good. */
  SITE_DELETE_GRACE_DAYS: z.coerce
    .number({ error: "expected a number of days" })
    .min(0, "expected 0 to 3650")
    .max(3650, "expected 0 to 3650")
    .default(30),
  /** Addresses that are platform operators as soon as they have a confirmed platform account (comma-separated). */
  PLATFORM_OPERATORS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Default quotas of a site; an operator raises them per site. */
  QUOTA_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(200),
  QUOTA_STORAGE_MB: z.coerce.number().int().min(1).max(10_000_000).default(1024),
  QUOTA_MEMBERS: z.coerce.number().int().min(1).max(10_000).default(20),
  QUOTA_BOOKINGS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** An OpenAI-compatible API (`…/v1`) the help center's assistant writes answers with; without it it quotes passages. */
  AI_BASE_URL: url(["http:", "https:"], "https://api.openai.com/v1").optional(),
  /** Sent as `Authorization: Bearer …` to AI_BASE_URL only; never to a browser. */
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** Model-written answers per organization per calendar month (UTC); past it the assistant quotes passages. */
  AI_MONTHLY_CAP: z.coerce.number().int().min(0).max(10_000_000).default(2000),
  /**
   * STUN/TURN servers for meeting calls (decision 040), a JSON list of RTCIceServer objects, e.g.
   * `[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`. Unset: none, which
   * works between browsers on one machine or one network.
   */
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return [] as IceServer[];
      const parsed = iceServersSchema.safeParse(safeJson(value));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: 'expected a JSON list like [{"urls":"stun:stun.example.com:3478"}]' });
      return z.NEVER;
    }),
  /** A LiveKit server for meeting calls: with all three set, calls go through it (LiveKit tokens, RoomService). */
  LIVEKIT_URL: url(["ws:", "wss:", "http:", "https:"], "wss://livekit.example.com").optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(1).optional(),
});

/** The parsed configuration; TRUSTED_PROXIES resolved (the deprecated TRUST_PROXY folded in). */
export type Env = Omit<z.infer<typeof envSchema>, "TRUSTED_PROXIES"> & { TRUSTED_PROXIES: string[] };

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `DATABASE_URL=` in a .env file) mean "not set".
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === "" ? undefined : source[key]]),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) {
    const proxies = result.data.TRUSTED_PROXIES ?? (result.data.TRUST_PROXY ? [...LOOPBACK_PROXIES] : []);
    return { ...result.data, TRUSTED_PROXIES: proxies, TRUST_PROXY: proxies.length > 0 };
  }
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
}
