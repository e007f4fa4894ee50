import { type EntryContext, type RouteObject, type ServerBuild, matchRoutes } from "react-router";

/**
 * A page render handed to another thread (decision 012). React Router runs the loaders and
 * serialises their data on the main thread; what React needs to render the document then travels
 * as plain, cloneable data, and the render thread rebuilds the entry context from its own copy of
 * the same server build (route modules, manifest).
 */
export type RenderJob = {
  url: string;
  statusCode: number;
  serverHandoffString: string | undefined;
  criticalCss: EntryContext["criticalCss"];
  /** React Router's serialised loader data (turbo-stream bytes), streamed into the page as is. */
  handoff: Uint8Array;
  location: EntryContext["staticHandlerContext"]["location"];
  basename: string | undefined;
  matches: { id: string; params: Record<string, string | undefined>; pathname: string; pathnameBase: string }[];
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  /** The CSP nonce of the document's inline scripts (decision 014): the main thread sends the header. */
  nonce: string;
};

/** Renders jobs elsewhere; rejects when it cannot, and the caller renders in place. */
export interface PageRenderer {
  /** False when no render thread runs (all failed, or shutting down): render in place. */
  readonly available: boolean;
  render(job: RenderJob): Promise<RenderedPage>;
}

export type RenderedPage = { body: Uint8Array<ArrayBuffer>; renderMs: number };

/**
 * Only ordinary renders leave the thread: an error render carries error objects that do not
 * survive cloning, and is rare enough to stay where it is; a page with deferred loader data
 * (promises) streams it as it resolves, which only a render in place can do.
 */
export function canRenderElsewhere(context: EntryContext): boolean {
  const { errors, loaderData } = context.staticHandlerContext;
  return !errors && !context.isSpaMode && context.serverHandoffStream !== undefined && !hasDeferredData(loaderData);
}

function hasDeferredData(loaderData: Record<string, unknown>): boolean {
  for (const data of Object.values(loaderData)) {
    if (data === null || typeof data !== "object") continue;
    if (data instanceof Promise) return true;
    for (const value of Object.values(data)) if (value instanceof Promise) return true;
  }
  return false;
}

export async function toRenderJob(
  request: Request,
  statusCode: number,
  context: EntryContext,
  nonce: string,
): Promise<RenderJob> {
  const handler = context.staticHandlerContext;
  return {
    url: request.url,
    statusCode,
    serverHandoffString: context.serverHandoffString,
    criticalCss: context.criticalCss,
    handoff: context.serverHandoffStream
      ? new Uint8Array(await new Response(context.serverHandoffStream).arrayBuffer())
      : new Uint8Array(),
    location: handler.location,
    basename: handler.basename,
    matches: handler.matches.map((match) => ({
      id: match.route.id,
      params: match.params,
      pathname: match.pathname,
      pathnameBase: match.pathnameBase,
    })),
    loaderData: handler.loaderData,
    actionData: handler.actionData,
    nonce,
  };
}

/** The loader data stream again, for a render in place after the job was built. */
export function handoffStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      if (bytes.length > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
}

type MatchableRoute = RouteObject & { id: string };
type RouteIndex = { modules: EntryContext["routeModules"]; tree: MatchableRoute[] };

const routeIndexes = new WeakMap<ServerBuild["routes"], RouteIndex>();

/** The build's route modules by id, and its route tree (ids and paths) for the static router's `match`. */
function routeIndex(routes: ServerBuild["routes"]): RouteIndex {
  const cached = routeIndexes.get(routes);
  if (cached) return cached;
  const modules = Object.fromEntries(
    Object.entries(routes).flatMap(([id, route]) => (route ? [[id, route.module]] : [])),
  ) as EntryContext["routeModules"];
  const byParent = new Map<string | undefined, MatchableRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = (
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] }
    ) as MatchableRoute;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (nodes: MatchableRoute[]) => {
    for (const node of nodes) {
      if (node.index) continue;
      node.children = byParent.get(node.id) ?? [];
      attach(node.children as MatchableRoute[]);
    }
  };
  const roots = byParent.get(undefined) ?? [];
  attach(roots);
  const index = { modules, tree: roots };
  routeIndexes.set(routes, index);
  return index;
}

/** The entry context React Router would have built, from a job and the same server build. */
export function entryContextFromJob(build: ServerBuild, job: RenderJob): EntryContext {
  const { modules: routeModules, tree } = routeIndex(build.routes);
  const staticHandlerContext = {
    basename: job.basename,
    location: job.location,
    matches: job.matches.map(({ id, ...match }) => ({ ...match, route: { id } })),
    loaderData: job.loaderData,
    actionData: job.actionData,
    errors: null,
    statusCode: job.statusCode,
    loaderHeaders: {},
    actionHeaders: {},
    _match: (location: Parameters<typeof matchRoutes>[1]) => matchRoutes(tree, location, job.basename),
  } as unknown as EntryContext["staticHandlerContext"];
  return {
    manifest: build.assets,
    branches: [],
    routeModules,
    staticHandlerContext,
    criticalCss: job.criticalCss,
    serverHandoffString: job.serverHandoffString,
    serverHandoffStream: handoffStream(job.handoff),
    renderMeta: {},
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: build.isSpaMode,
  };
}
