import { useState } from "react";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { api, unwrap } from "../../api-client/client.ts";
import { openEditor } from "../../browser/edit-requests.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { TEMPLATE_SECTION_UPDATED_EVENT } from "../../view-models/section-freshness.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { toast } from "../ui/toaster.tsx";
import { useUiLanguage } from "../ui/ui-language.tsx";

/** The placeholder's reason in English (the catalogue's base language). */
export const EMPTY_SECTION_TEXT = m.visitor_emptySection_hidden();

/**
 * A section that renders nothing for visitors (a general section whose last metric was removed, an
 * FAQ section without FAQs…), as admins see it (decision 043): a placeholder with its title, the reason
 * it is invisible, and its Edit and Delete, so it can still be reached from the site. Visitors get
 * nothing (not even this chunk). Its texts are in the person's UI language.
 */
export function EmptySectionPlaceholder({ section }: { section: TemplateSectionView }) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const o = useUiLanguage();
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
      toast.error(failure instanceof Error ? failure.message : m.visitor_emptySection_deleteFailed({}, o));
      throw failure;
    }
    toast.success(m.visitor_emptySection_deleted({}, o));
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
            {title || m.visitor_emptySection_untitled({}, o)}
          </h2>
          <p className="text-sm text-gray-700">{m.visitor_emptySection_hidden({}, o)}</p>
        </div>
        <button
          type="button"
          className="inline-flex items-center rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
          aria-label={m.visitor_emptySection_editLabel({ title: title || `#${section.id}` }, o)}
          onClick={() => openEditor({ kind: "template-section", mode: "edit", id: section.id })}
        >
          {m.visitor_emptySection_edit({}, o)}
        </button>
        <button
          type="button"
          className="inline-flex items-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
          aria-label={m.visitor_emptySection_deleteLabel({ title: title || `#${section.id}` }, o)}
          onClick={() => setConfirmDelete(true)}
        >
          {m.editor_delete({}, o)}
        </button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={m.visitor_emptySection_deleteTitle({}, o)}
        text={m.visitor_emptySection_deleteQuestion({}, o)}
        confirmLabel={m.editor_delete({}, o)}
        busyLabel={m.editor_deleting({}, o)}
        onConfirm={remove}
      />
    </section>
  );
}
