import { createContext, type RouterContext } from "react-router";
import type { RequestContext } from "./context.ts";

/**
 * The per-request context handed to loaders and actions. The server process and the React Router
 * server bundle each hold a copy of this module, so the key lives on `globalThis` to be one object.
 */
const KEY = Symbol.for("tessera.request-context");
const store = globalThis as unknown as Record<symbol, RouterContext<RequestContext> | undefined>;
export const requestContext: RouterContext<RequestContext> = (store[KEY] ??= createContext<RequestContext>());
