import type { Snapshot } from "../changes/entities.ts";

/** A metric as the API answers it: the record with its version (`updated_at`), without link data. */
export function metricView(snapshot: Snapshot | null) {
  if (!snapshot) return null;
  const { sections: _sections, ...metric } = snapshot;
  return metric;
}
