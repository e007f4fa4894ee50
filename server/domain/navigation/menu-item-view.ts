import type { Snapshot } from "../changes/apply-change.ts";

/** A menu or submenu record as the API answers it: the snapshot with its organization. */
export function menuRecordView(snapshot: Snapshot | null, organizationId: number) {
  if (!snapshot) return null;
  const view: Snapshot = { ...snapshot, organization_id: organizationId };
  if (Array.isArray(snapshot.website_submenuitem)) {
    view.website_submenuitem = (snapshot.website_submenuitem as Snapshot[]).map((sub) => ({
      ...sub,
      organization_id: organizationId,
    }));
  }
  return view;
}
