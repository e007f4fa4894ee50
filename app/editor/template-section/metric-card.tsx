/**
 * One metric of a template section as a card (spec editing-tools §2.3, §4): drag handle, media,
 * title and description edited in place (saved when the field is left), switches and background.
 * Each change is one PATCH of the metric (the manager's `onPatch`).
 */
import { ImagePlus, Trash2, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button, Input, Textarea } from "../../components/ui/index.ts";
import { DragHandle, useSortableItem } from "../../components/editor-kit/sortable-list.tsx";
import { MetricMedia } from "../../components/sections/metric-media.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { plainText } from "../../view-models/rich-text.ts";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { sameValue } from "../../components/editor-kit/merge.ts";
import type { TranslationFocus } from "../editor-requests.ts";
import { BackgroundPicker, previewBackground, SwitchRow } from "../sections-shared/pickers.tsx";
import type { MetricItem } from "./metric-item.ts";
import { metricMedia } from "./metric-rules.ts";

export function MetricCard({
  metric,
  imageHeight,
  onPatch,
  onEditMedia,
  onRemove,
  usage,
  focus = null,
}: {
  metric: MetricItem;
  imageHeight: number;
  onPatch: (fields: Partial<MetricItem>, failure: string, success?: string) => void;
  onEditMedia: () => void;
  onRemove: () => void;
  /** "Used in N sections" and "Duplicate for this section" (decision 043). */
  usage?: ReactNode;
  /** The translation to open first (a link of the Translations page naming this metric). */
  focus?: TranslationFocus | null;
}) {
  const ui = useUiLanguage();
  const { setNode, style, isDragging, setHandle, handleProps } = useSortableItem(metric.id);
  const id = useId();
  // Typing is local until the field is left; null shows the stored value.
  const [titleEdit, setTitle] = useState<string | null>(null);
  const [descriptionEdit, setDescription] = useState<string | null>(null);
  const title = titleEdit ?? metric.title;
  // Descriptions are stored as sanitised HTML; the card edits their text (saved only when changed).
  const storedDescription = plainText(metric.description);
  const description = descriptionEdit ?? storedDescription;
  const [showStyle, setShowStyle] = useState(false);
  const media = metricMedia(metric.image);
  const label = metric.title || m.fields_secMetricNoun({}, ui);
  const failed = m.fields_secUpdateFailed({}, ui);
  const translations = useRecordTranslations("metrics", metric.id);
  // Descriptions' translations are stored as sanitised HTML too; the card edits their text.
  const titleTranslation = useTranslationDraft(metric.title_translation ?? {}, (value) =>
    onPatch({ title_translation: value }, m.fields_secUpdateTitleFailed({}, ui)),
  );
  const storedDescriptions = metric.description_translation ?? {};
  const descriptionTranslation = useTranslationDraft(plainTexts(storedDescriptions), (value) =>
    onPatch(
      { description_translation: keepUnedited(storedDescriptions, value) },
      m.fields_secUpdateDescriptionFailed({}, ui),
    ),
  );
  const focusLocale = (field: string) => (focus?.field === field ? focus.locale : null);

  return (
    <li
      ref={setNode}
      data-metric-card={metric.id}
      style={{
        ...style,
        width: 350,
        minHeight: 350,
        background: previewBackground({
          background_color: metric.background_color,
          is_gradient: metric.is_gradient,
          gradient: metric.gradient ?? { from: "blue-400", via: "cyan-300", to: "teal-400" },
        }),
      }}
      className={
        "relative flex flex-col gap-2 rounded-xl border border-gray-200 p-3 shadow-sm " +
        (isDragging ? "z-10 opacity-80 shadow-lg" : "")
      }
    >
      <div className="flex items-center gap-1">
        <DragHandle
          setHandle={setHandle}
          handleProps={handleProps}
          label={m.fields_secDragToReorder({ name: label }, ui)}
        />
        <span className="me-auto" />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={m.fields_secSetMedia({ name: label }, ui)}
          onClick={onEditMedia}
        >
          <ImagePlus aria-hidden="true" />
        </Button>
        {metric.image && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.fields_secRemoveMedia({ name: label }, ui)}
            onClick={() =>
              onPatch({ image: null }, m.fields_secRemoveMediaFailed({}, ui), m.fields_secMediaRemoved({}, ui))
            }
          >
            <X aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={m.fields_secRemoveOrDelete({ name: label }, ui)}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {usage}
      {media && (
        <MetricMedia
          media={media}
          height={Math.min(imageHeight, 160)}
          roundedFull={metric.is_image_rounded_full}
          label={label}
        />
      )}
      <div className="space-y-1">
        <TranslatedField
          label={m.fields_secMetricTitle({}, ui)}
          field="title"
          source={title}
          record={translations}
          focusLocale={focusLocale("title")}
          maxLength={500}
          className="rounded-md bg-white/90 p-1"
          {...titleTranslation}
        >
          <label htmlFor={`${id}-title`} className="sr-only">
            {m.fields_secMetricTitle({}, ui)}
          </label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={500}
            onChange={(event) => setTitle(event.target.value)}
            onBlur={() => {
              setTitle(null);
              if (title !== metric.title) onPatch({ title }, m.fields_secUpdateTitleFailed({}, ui));
            }}
            className="bg-white/90 font-semibold"
          />
        </TranslatedField>
        <TranslatedField
          label={m.fields_secMetricDescription({}, ui)}
          field="description"
          source={description}
          record={translations}
          focusLocale={focusLocale("description")}
          multiline
          className="rounded-md bg-white/90 p-1"
          {...descriptionTranslation}
        >
          <label htmlFor={`${id}-description`} className="sr-only">
            {m.fields_secMetricDescription({}, ui)}
          </label>
          <Textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            showCount={false}
            onChange={(event) => setDescription(event.target.value)}
            onBlur={() => {
              setDescription(null);
              if (description !== storedDescription)
                onPatch({ description }, m.fields_secUpdateDescriptionFailed({}, ui));
            }}
            className="bg-white/90"
          />
        </TranslatedField>
      </div>
      <div className="mt-auto space-y-2 rounded-lg bg-white/90 p-2">
        <SwitchRow
          label={m.fields_secCardStyle({}, ui)}
          checked={metric.is_card_type}
          onCheckedChange={(checked) => onPatch({ is_card_type: checked }, failed)}
        />
        <SwitchRow
          label={m.fields_secRoundedImage({}, ui)}
          checked={metric.is_image_rounded_full}
          onCheckedChange={(checked) => onPatch({ is_image_rounded_full: checked }, failed)}
        />
        <SwitchRow
          label={m.fields_secShowTitle({}, ui)}
          checked={metric.is_title_displayed}
          onCheckedChange={(checked) => onPatch({ is_title_displayed: checked }, failed)}
        />
        <Button variant="ghost" size="sm" aria-expanded={showStyle} onClick={() => setShowStyle(!showStyle)}>
          {m.fields_secBackground({}, ui)}
        </Button>
        {showStyle && (
          <BackgroundPicker
            withGradient={false}
            value={{
              background_color: metric.background_color,
              is_gradient: false,
              gradient: metric.gradient ?? { from: "blue-400", to: "teal-400" },
            }}
            onChange={(value) => onPatch({ background_color: value.background_color, is_gradient: false }, failed)}
          />
        )}
      </div>
    </li>
  );
}

/** The text of each stored translation (descriptions are sanitised HTML). */
function plainTexts(value: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).map(([locale, text]) => [locale, plainText(text)]));
}

/** The edited texts, and the stored HTML of every language whose text was not edited (its markup kept). */
function keepUnedited(stored: Record<string, string>, edited: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(edited).map(([locale, text]) => [
      locale,
      stored[locale] !== undefined && plainText(stored[locale]) === text ? stored[locale] : text,
    ]),
  );
}

/**
 * A translation map typed locally and saved (one PATCH) when its input is left, as the card's title
 * and description are: the props of a TranslatedField.
 */
function useTranslationDraft(stored: Record<string, string>, save: (value: Record<string, string>) => void) {
  // null shows the stored value.
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  return {
    value: draft ?? stored,
    onChange: setDraft,
    onInputBlur: () => {
      setDraft(null);
      if (draft && !sameValue(draft, stored)) save(draft);
    },
  };
}
