import * as m from "../../../shared/i18n/paraglide/messages.js";
import { openEditor } from "../../browser/edit-requests.ts";
import { useUiLanguage } from "../ui/ui-language.tsx";

/**
 * A content page without sections yet (a page just created with Create Page). Admins are invited to
 * add the first section; visitors see the page's title and description only (rendered by the route).
 * `openEditor` is the tiny event contract: no editor code comes with this component.
 */
export function EmptyPageAdminPrompt({ urlPage }: { urlPage: string }) {
  const o = useUiLanguage();
  return (
    <section
      aria-labelledby="empty-page-heading"
      data-empty-page
      className="mx-auto my-12 max-w-3xl rounded-xl border-2 border-dashed border-gray-300 px-6 py-10 text-center"
    >
      <h2 id="empty-page-heading" className="text-lg font-semibold text-gray-900">
        {m.visitor_emptyPage_title({}, o)}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{m.visitor_emptyPage_text({}, o)}</p>
      <button
        type="button"
        className="mt-5 inline-flex items-center rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-gray-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        onClick={() => openEditor({ kind: "template-section", mode: "create", urlPage })}
      >
        {m.visitor_emptyPage_add({}, o)}
      </button>
    </section>
  );
}
