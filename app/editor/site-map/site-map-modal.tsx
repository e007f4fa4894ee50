import { ExternalLink, EyeOff } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, EditorDialog } from "../../components/ui/index.ts";
import type { EditorProps } from "../editor-requests.ts";
import { api, unwrap } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { ApiError } from "../../api-client/api-error.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { siteMapFailure, type SiteMapAnswer, type SiteMapNode } from "./site-map-data.ts";

type Ui = { locale: UiLocale };

const KIND_LABELS: Record<SiteMapNode["kind"], ((o: Ui) => string) | null> = {
  home: (o) => m.editors_kindHomePage({}, o),
  page: (o) => m.editors_kindPage({}, o),
  blog: (o) => m.editors_kindBlog({}, o),
  post: (o) => m.editors_kindPost({}, o),
  doc_set: (o) => m.editors_kindDocSet({}, o),
  doc: (o) => m.editors_kindArticle({}, o),
  policy: (o) => m.editors_kindPolicy({}, o),
  group: null,
  menu: (o) => m.editors_kindMenuLink({}, o),
};

/** The site map through the typed client; a failure carries the spec's words (site-map-data.ts). */
async function fetchSiteMap(o: Ui): Promise<SiteMapAnswer> {
  try {
    const body = await unwrap(api.GET("/site-map", { cache: "no-store" }));
    const failure = siteMapFailure(200, body, o);
    if (failure) throw new Error(failure);
    return body as SiteMapAnswer;
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(siteMapFailure(error.status, error.body, o) ?? siteMapFailure(0, null, o)!, { cause: error });
    throw error;
  }
}

/**
 * Site Map (spec editing-tools §2.7): the organization's page structure as nested lists of links,
 * with a Failed to Load panel and Retry when it cannot be read. Read-only: it reads through the typed
 * client and TanStack Query (decision 042), with no record to edit.
 */
export default function SiteMapModal(props: EditorProps<"site-map">) {
  return (
    <WithQueryClient>
      <SiteMapDialog {...props} />
    </WithQueryClient>
  );
}

function SiteMapDialog({ onClose }: EditorProps<"site-map">) {
  const o = useUiLanguage();
  // Read afresh on every opening (§2.10); TanStack Query, the app's one client.
  const query = useQuery({
    queryKey: ["site-map"],
    queryFn: () => fetchSiteMap(o),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  return (
    <EditorDialog
      onRequestClose={onClose}
      title={m.editors_siteMapTitle({}, o)}
      subtitle={m.editors_siteMapSubtitle({}, o)}
      className="w-[min(40rem,calc(100vw-2rem))]"
      footer={
        <Button variant="outline" onClick={onClose}>
          {m.editor_close({}, o)}
        </Button>
      }
    >
      {query.isFetching && (
        <p role="status" className="py-8 text-center text-sm text-gray-600">
          {m.editors_loadingSiteMap({}, o)}
        </p>
      )}
      {query.isError && !query.isFetching && (
        <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-center">
          <h3 className="font-semibold text-red-900">{m.editors_failedToLoad({}, o)}</h3>
          <p className="text-sm text-red-800">{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {m.editor_retry({}, o)}
          </Button>
        </div>
      )}
      {query.isSuccess && !query.isFetching && (
        <nav aria-label={m.editors_siteMapOf({ name: query.data.organization.name }, o)}>
          <Tree nodes={query.data.tree} onNavigate={onClose} level={1} />
        </nav>
      )}
    </EditorDialog>
  );
}

function Tree({ nodes, onNavigate, level }: { nodes: SiteMapNode[]; onNavigate: () => void; level: number }) {
  return (
    <ul className={level === 1 ? "space-y-3" : "mt-1 space-y-1 border-s border-gray-200 ps-4"}>
      {nodes.map((node, index) => (
        <li key={`${node.title}-${node.path ?? ""}-${index}`} data-site-map-kind={node.kind}>
          <Entry node={node} onNavigate={onNavigate} level={level} />
          {node.children.length > 0 && <Tree nodes={node.children} onNavigate={onNavigate} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

function Entry({ node, onNavigate, level }: { node: SiteMapNode; onNavigate: () => void; level: number }) {
  const o = useUiLanguage();
  const kind = KIND_LABELS[node.kind]?.(o);
  const details: ReactNode = (
    <>
      {kind && <span className="text-xs text-gray-600">{kind}</span>}
      {node.hidden && (
        <span className="inline-flex items-center gap-1 rounded bg-gray-100 px-1.5 text-xs text-gray-700">
          <EyeOff className="size-3" aria-hidden="true" /> {m.editors_hidden({}, o)}
        </span>
      )}
    </>
  );
  const titleClass = level === 1 ? "font-semibold text-gray-900" : "text-gray-900";
  if (!node.path) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={titleClass}>{node.title}</span>
        {details}
      </div>
    );
  }
  const external = /^(https?:|mailto:|tel:)/i.test(node.path);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {external ? (
        <a
          href={node.path}
          target="_blank"
          rel="noopener noreferrer"
          className={`${titleClass} underline-offset-4 hover:underline`}
        >
          {node.title}
          <ExternalLink className="ms-1 inline size-3" aria-label={m.editors_opensInNewTab({}, o)} />
        </a>
      ) : (
        <Link
          to={node.path}
          onClick={onNavigate}
          className={`${titleClass} text-sky-800 underline-offset-4 hover:underline`}
        >
          {node.title}
        </Link>
      )}
      {node.title !== node.path && <code className="text-xs text-gray-600">{node.path}</code>}
      {details}
    </div>
  );
}
