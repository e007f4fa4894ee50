/**
 * The Create Metric dialog (spec editing-tools §2.3, §5): a new metric in the library, added to this
 * section. On the record-editor layer (decision 042): a new record (`metric`, id null) with the
 * layer's local draft, undo and close question; its form checks the API's own rules
 * (shared/schemas/metric-schema.ts) through `useEditorForm`, so the spec's 'Title and description are
 * required' shows at the blank field after a submit (never on an untouched form), and a 400 naming a
 * field lands there, focused. Writes go through the typed client.
 */
import { useId, useState } from "react";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { Field, Input, Textarea } from "../../components/ui/index.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { api, unwrap } from "../../api-client/client.ts";
import { METRIC_REQUIRED_MESSAGE, newMetricFormSchema } from "../../../shared/schemas/metric-schema.ts";
import { BackgroundPicker, SwitchRow } from "../sections-shared/pickers.tsx";
import { ACTION_DIALOG_WIDTHS, ActionFooter } from "./action-dialog.tsx";
import { pickMetric, type MetricItem } from "./metric-item.ts";
import { newMetricDraft, newMetricPayload, type NewMetricDraft } from "./metric-rules.ts";

/** What a create answers with: the new metric, and the section's version after it was added. */
type Created = { metric: MetricItem; sectionVersion: string };

const fieldLabels = (o: { locale: UiLocale }): Record<string, string> => ({
  title: m.fields_secTitle({}, o),
  description: m.fields_secDescription({}, o),
  image: m.fields_secImageUrl({}, o),
});

export function CreateMetricDialog({
  sectionId,
  sectionVersion,
  onClose,
  onCreated,
}: {
  sectionId: number;
  sectionVersion: string | null;
  onClose: () => void;
  onCreated: (metric: MetricItem, sectionVersion: string) => void;
}) {
  const ui = useUiLanguage();
  const id = useId();
  const [initial] = useState(newMetricDraft);
  const editor = useRecordEditor<NewMetricDraft, Created>({
    entity: "metric",
    id: null,
    initial,
    load: () => Promise.reject(new Error("A new metric has nothing to load")),
    // The dialog closes once the metric is created: nothing is edited after it.
    toDraft: () => initial,
    versionOf: ({ metric }) => metric.updated_at,
    create: async (draft) => {
      // The API's message (or the spec's 'Failed to create metric') is the layer's toast.
      const metric = (await unwrap(api.POST("/metrics", { body: newMetricPayload(draft) }))) as MetricItem;
      try {
        const section = await unwrap(
          api.POST("/template-sections/{id}/metrics", {
            params: { path: { id: sectionId } },
            body: { metric_id: metric.id, updated_at: sectionVersion ?? "" },
          }),
        );
        return { metric: pickMetric(metric), sectionVersion: section.updated_at };
      } catch (failure) {
        // Not the form's fault: no field to point at, the server's words or the spec's.
        throw new Error(
          failure instanceof Error && failure.message ? failure.message : m.fields_secAddToSectionFailed({}, ui),
          { cause: failure },
        );
      }
    },
    update: () => Promise.reject(new Error("A new metric is only created here")),
    texts: {
      created: m.fields_secMetricCreated({}, ui),
      updated: m.fields_secMetricCreated({}, ui),
      deleted: "",
      saveFailed: m.fields_secCreateMetricFailed({}, ui),
      deleteFailed: "",
    },
    onSaved: ({ metric, sectionVersion: version }) => onCreated(metric, version),
    onClose,
    presence: false,
  });
  const { submit, errorOf: schemaError, fieldRef, form } = useEditorForm(editor, newMetricFormSchema);
  // The schema's message is the API's English one; the person reads it in their language.
  const errorOf = (name: string) => {
    const message = schemaError(name);
    return message === METRIC_REQUIRED_MESSAGE ? m.fields_secMetricRequired({}, ui) : message;
  };
  const draft = editor.draft;
  const set = (patch: Partial<NewMetricDraft>, group?: string) =>
    editor.set((current) => ({ ...current, ...patch }), group ? { group } : undefined);
  // Spec §5: Create stays unavailable until both are filled; choosing it anyway says why, at the field.
  const incomplete = !draft.title.trim() || !draft.description.trim();
  const titleError = errorOf("title");
  const descriptionError = errorOf("description");
  const imageError = errorOf("image");

  return (
    <RecordEditorFrame
      editor={editor}
      undo="none"
      title={m.fields_secCreateMetric({}, ui)}
      badge={m.editors_new({}, ui)}
      subtitle={m.fields_secCreateMetricSubtitle({}, ui)}
      className={ACTION_DIALOG_WIDTHS["32rem"]}
      footer={
        <ActionFooter
          onClose={editor.requestClose}
          action={editor.saving ? m.fields_secCreating({}, ui) : m.fields_secCreateMetric({}, ui)}
          onAction={() => void submit()}
          disabled={editor.saving || form.formState.isSubmitting}
          unavailable={incomplete}
        />
      }
    >
      <RecordEditorNotices
        editor={editor}
        noun={m.fields_secMetricNoun({}, ui)}
        fieldLabel={(key) => fieldLabels(ui)[key] ?? key}
      />
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id={`${id}-title`} label={m.fields_secTitle({}, ui)} required error={titleError}>
          <Input
            id={`${id}-title`}
            ref={fieldRef("title")}
            value={draft.title}
            maxLength={500}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(event) => set({ title: event.target.value }, "title")}
          />
        </Field>
        <Field id={`${id}-description`} label={m.fields_secDescription({}, ui)} required error={descriptionError}>
          <Textarea
            id={`${id}-description`}
            ref={fieldRef("description")}
            rows={3}
            value={draft.description}
            maxLength={20000}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${id}-description-error` : undefined}
            onChange={(event) => set({ description: event.target.value }, "description")}
          />
        </Field>
        <Field id={`${id}-image`} label={m.fields_secImageOrVideoUrl({}, ui)} error={imageError}>
          <Input
            id={`${id}-image`}
            ref={fieldRef("image")}
            value={draft.image}
            placeholder="https://…"
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? `${id}-image-error` : undefined}
            onChange={(event) => set({ image: event.target.value }, "image")}
          />
        </Field>
        <SwitchRow
          label={m.fields_secCardStyle({}, ui)}
          checked={draft.is_card_type}
          onCheckedChange={(checked) => set({ is_card_type: checked })}
        />
        <SwitchRow
          label={m.fields_secRoundedImage({}, ui)}
          checked={draft.is_image_rounded_full}
          onCheckedChange={(checked) => set({ is_image_rounded_full: checked })}
        />
        <SwitchRow
          label={m.fields_secShowTitle({}, ui)}
          checked={draft.is_title_displayed}
          onCheckedChange={(checked) => set({ is_title_displayed: checked })}
        />
        <BackgroundPicker value={draft} onChange={(value) => set(value)} />
      </form>
    </RecordEditorFrame>
  );
}
