// The part of autocannon's programmatic API that the bench and the shutdown test use (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  import type { Socket } from "node:net";

  /** One of the load's connections (autocannon's HTTP client), as `setupClient` receives it. */
  export type AutocannonClient = EventEmitter & { conn: Socket };

  /** One request of the load; `setupRequest` may rewrite it before each send, `onResponse` sees each answer. */
  export type AutocannonRequest = {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  };

  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Cycled through by every connection. */
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type AutocannonResult = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  };

  /** The running load: a promise of its result, and an emitter (`response`, `done`) that can be stopped. */
  export type AutocannonInstance = Promise<AutocannonResult> &
    EventEmitter & {
      stop(): void;
    };

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
