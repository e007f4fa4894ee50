/**
 * The template section editor's calls beside its own record (decision 042): metrics, their place
 * in a section, and the people of team and testimonial sections, all through the typed client, so
 * a path or body the server no longer takes fails the type check. Every write carries its version.
 */
import { api, unwrap, type paths as Paths } from "../../api-client/client.ts";
import type { MetricItem } from "./metric-item.ts";
import type { Profile } from "./people-forms.tsx";

type Body<Path extends keyof Paths, Method extends keyof Paths[Path]> = Paths[Path][Method] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

/** The metric library, each with the sections that show it (`used_in`). */
export const listMetrics = (signal?: AbortSignal) => unwrap(api.GET("/metrics", { signal }));

export const createMetric = (body: Body<"/metrics", "post">) =>
  unwrap(api.POST("/metrics", { body })) as Promise<MetricItem>;

export const patchMetric = (id: number, fields: Omit<Body<"/metrics/{id}", "patch">, "updated_at">, version: string) =>
  unwrap(
    api.PATCH("/metrics/{id}", { params: { path: { id } }, body: { ...fields, updated_at: version } }),
  ) as Promise<MetricItem>;

/** Deletes the metric everywhere (the permanent delete; restorable from the audit log). */
export const deleteMetric = (id: number, version: string) =>
  unwrap(api.DELETE("/metrics/{id}", { params: { path: { id }, query: { force: "true", updated_at: version } } }));

/** The metrics of a section as stored now (read again after someone else's change of one). */
export const listSectionMetrics = (sectionId: number) =>
  unwrap(api.GET("/template-sections/{id}", { params: { path: { id: sectionId } } })).then(
    (section) => ((section as { website_metric?: MetricItem[] }).website_metric ?? []) as MetricItem[],
  );

/** The section's answer to a change of its metric list: its new version. */
type SectionVersion = { updated_at: string };

export const addSectionMetric = (sectionId: number, metricId: number, version: string | null) =>
  unwrap(
    api.POST("/template-sections/{id}/metrics", {
      params: { path: { id: sectionId } },
      body: { metric_id: metricId, updated_at: version ?? "" },
    }),
  ) as Promise<SectionVersion>;

export const removeSectionMetric = (sectionId: number, metricId: number, version: string | null) =>
  unwrap(
    api.DELETE("/template-sections/{id}/metrics", {
      params: { path: { id: sectionId }, query: { metric_id: metricId, updated_at: version ?? "" } },
    }),
  ) as Promise<SectionVersion>;

export const orderSectionMetrics = (sectionId: number, metricIds: number[], version: string | null) =>
  unwrap(
    api.PUT("/template-sections/{id}/metrics", {
      params: { path: { id: sectionId } },
      body: { metric_ids: metricIds, updated_at: version ?? "" },
    }),
  ) as Promise<SectionVersion>;

export const listProfiles = (signal?: AbortSignal) => unwrap(api.GET("/profiles", { signal })) as Promise<Profile[]>;

export const patchProfile = (
  id: number,
  change: Omit<Body<"/profiles/{id}", "patch">, "updated_at">,
  version: string,
) =>
  unwrap(
    api.PATCH("/profiles/{id}", { params: { path: { id } }, body: { ...change, updated_at: version } }),
  ) as Promise<Profile>;
