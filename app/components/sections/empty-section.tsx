import { useState } from "react";
import { api, unwrap } from "../../api-client/client.ts";
import { openEditor } from "../../browser/edit-requests.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { TEMPLATE_SECTION_UPDATED_EVENT } from "../../view-models/section-freshness.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { toast } from "../ui/toaster.tsx";

export const EMPTY_SECTION_TEXT = "Empty — visitors don't see this section";
export const DELETE_SECTION_QUESTION =
  "Are you sure you want to delete this section? Its metrics stay in your library. This action cannot be undone.";

/**
 * A section that renders nothing for visitors (a general section whose last metric was removed, an
 * FAQ section without FAQs…), as admins see it (decision 043): a placeholder with its title, the reason
 * it is invisible, and its Edit and Delete, so it can still be reached from the site. Visitors get
 * nothing (not even this chunk).
 */
export function EmptySectionPlaceholder({ section }: { section: TemplateSectionView }) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const title = plainText(section.titleHtml).trim();
  const headingId = `empty-section-${section.id}`;

  async function remove() {
    try {
      // The delete carries the version (decision 031): read it just before.
      const current = await unwrap(api.GET("/template-sections/{id}", { params: { path: { id: section.id } } }));
      await unwrap(
        api.DELETE("/template-sections/{id}", {
          params: { path: { id: section.id }, query: { updated_at: current.updated_at } },
        }),
      );
    } catch (failure) {
      console.warn("Section delete failed", failure);
      toast.error(failure instanceof Error ? failure.message : "Failed to delete section");
      throw failure;
    }
    toast.success("Section deleted successfully!");
    window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
  }

  return (
    <section
      aria-labelledby={headingId}
      data-template-section={section.id}
      data-empty-section
      className="mx-auto my-6 max-w-7xl px-4 sm:px-6"
    >
      <div className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed border-gray-300 bg-gray-50 px-5 py-4">
        <div className="me-auto min-w-0">
          <h2 id={headingId} className="truncate text-base font-semibold text-gray-900">
            {title || "Untitled section"}
          </h2>
          <p className="text-sm text-gray-700">{EMPTY_SECTION_TEXT}</p>
        </div>
        <button
          type="button"
          className="inline-flex items-center rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
          aria-label={`Edit empty section: ${title || `#${section.id}`}`}
          onClick={() => openEditor({ kind: "template-section", mode: "edit", id: section.id })}
        >
          Edit
        </button>
        <button
          type="button"
          className="inline-flex items-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
          aria-label={`Delete empty section: ${title || `#${section.id}`}`}
          onClick={() => setConfirmDelete(true)}
        >
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Section"
        text={DELETE_SECTION_QUESTION}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={remove}
      />
    </section>
  );
}
