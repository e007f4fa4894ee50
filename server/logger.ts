import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout; one child logger per request carries its request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
  });
}
