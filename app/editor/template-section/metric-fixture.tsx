/**
 * A metric as the API answers it, and the metric manager of section 5 holding it, for the metric
 * manager's component tests (the in-memory /api starts from it).
 */
import { useEffect } from "react";
import type { MetricItem } from "./metric-item.ts";
import { MetricManager, useSectionMetrics } from "./metric-manager.tsx";

export const STORED_METRIC = {
  id: 41,
  title: "Speed",
  description: "Fast",
  image: null,
  is_image_rounded_full: false,
  is_title_displayed: true,
  is_card_type: false,
  background_color: "white",
  is_gradient: false,
  gradient: null,
  updated_at: "2026-01-01T00:00:00.000Z",
} satisfies Partial<MetricItem>;

/**
 * The manager as the template section editor mounts it: the section's list is handed in (here
 * `metric` alone) rather than read, and the section's own callbacks do nothing.
 */
export function SectionMetricManager({ metric }: { metric: MetricItem }) {
  const metricList = useSectionMetrics(5, () => {});
  const { setList } = metricList;
  useEffect(() => void setList([metric]), [setList, metric]);
  return (
    <MetricManager
      sectionId={5}
      metricList={metricList}
      sectionVersion="s1"
      onSectionVersion={() => {}}
      onReloadSection={() => {}}
      onChanged={() => {}}
      imageHeight={120}
    />
  );
}
