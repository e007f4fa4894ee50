import { plainText } from "../../view-models/rich-text.ts";
import { safeMediaUrl } from "../../../shared/rules/media.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { sectionLabel, type MetricUse } from "./metric-usage.tsx";

/**
 * One metric of the library (Add Existing): its title, its description as plain text (never the
 * stored `<p>…</p>` markup), and what tells two same-titled metrics apart: a thumbnail of its
 * image and the sections that show it (decision 043).
 */
export function LibraryEntry({ metric }: { metric: { title: string; description: string; image: string | null } }) {
  const ui = useUiLanguage();
  const uses = (metric as { used_in?: MetricUse[] }).used_in ?? [];
  const image = metric.image ? safeMediaUrl(metric.image) : null;
  const isImage = image !== null && !/youtube\.com|youtu\.be|vimeo\.com|\.(mp4|webm|ogg)(\?|$)/i.test(image);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {isImage ? (
        <img src={image} alt="" className="size-10 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <span className="size-10 shrink-0 rounded bg-gray-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{metric.title || m.fields_secUntitled({}, ui)}</p>
        <p className="truncate text-xs text-gray-600">{plainText(metric.description)}</p>
        <p className="truncate text-xs text-gray-600" data-metric-used-in>
          {uses.length === 0
            ? m.fields_secNotInAnySection({}, ui)
            : m.fields_secInSections(
                {
                  sections: new Intl.ListFormat(ui.locale, { type: "unit" }).format(
                    uses.map((use) => sectionLabel(use, ui.locale)),
                  ),
                },
                ui,
              )}
        </p>
      </div>
    </div>
  );
}
