import { createContext, type RouterContext } from "react-router";
import type { RequestContext } from "./context.ts";
import type { PlatformRequest } from "../features/platform/server/platform-context.ts";

/**
 * The per-request context handed to loaders and actions. The server process and the React Router
 * server bundle each hold a copy of this module, so the key lives on `globalThis` to be one object.
 */
const KEY = Symbol.for("tessera.request-context");
const store = globalThis as unknown as Record<symbol, RouterContext<RequestContext> | undefined>;
export const requestContext: RouterContext<RequestContext> = (store[KEY] ??= createContext<RequestContext>());

/**
 * The context of a request to the platform's own host (decision 061): set instead of
 * `requestContext`, which is then absent (there is no site). Null on a site's host.
 */
const PLATFORM_KEY = Symbol.for("tessera.platform-request-context");
const platformStore = globalThis as unknown as Record<symbol, RouterContext<PlatformRequest | null> | undefined>;
export const platformRequestContext: RouterContext<PlatformRequest | null> = (platformStore[PLATFORM_KEY] ??=
  createContext<PlatformRequest | null>(null));
