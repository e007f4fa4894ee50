import { m } from "../../../shared/i18n/paraglide/messages.js";
import { safeMediaUrl } from "../../../shared/rules/media.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { changeLines, swatchColour, type Change } from "./history-format.ts";

function Thumb({ src }: { src: string | null }) {
  const o = useUiLanguage();
  const url = safeMediaUrl(src);
  if (!url) return <span className="text-gray-600">{m.editors_none({}, o)}</span>;
  return (
    <img src={url} alt="" className="inline-block size-12 rounded border border-gray-200 object-cover" loading="lazy" />
  );
}

function Swatch({ value }: { value: string | null }) {
  const o = useUiLanguage();
  if (!value) return <span className="text-gray-600">{m.editors_none({}, o)}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <span
        className="inline-block size-4 rounded border border-gray-300"
        style={{ background: swatchColour(value) }}
        aria-hidden="true"
      />
      <span>{value.replace(/-/g, " ")}</span>
    </span>
  );
}

/** What one version changed, in the owner's words, images as thumbnails and colours as swatches. */
export function HistoryChanges({ action, changes }: { action: string; changes: readonly Change[] }) {
  const o = useUiLanguage();
  if (action === "create") return <p className="text-xs text-gray-700">{m.editors_created({}, o)}</p>;
  if (action === "delete") return <p className="text-xs text-gray-700">{m.editors_deletedRestorable({}, o)}</p>;
  const lines = changeLines(changes, o);
  if (lines.length === 0) return <p className="text-xs text-gray-700">{m.editors_noVisibleChange({}, o)}</p>;
  return (
    <ul className="space-y-1 text-xs text-gray-800" data-history-changes>
      {lines.map((line, index) =>
        line.kind === "text" ? (
          <li key={index} className="break-words">
            {line.sentence}
          </li>
        ) : (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <span>{m.editors_changedFrom({ label: line.label }, o)}</span>
            {line.kind === "image" ? <Thumb src={line.before} /> : <Swatch value={line.before} />}
            <span>{m.editors_changedTo({}, o)}</span>
            {line.kind === "image" ? <Thumb src={line.after} /> : <Swatch value={line.after} />}
          </li>
        ),
      )}
    </ul>
  );
}
