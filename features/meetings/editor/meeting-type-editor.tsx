import { useId, type Ref } from "react";
import { Button } from "../../../app/components/ui/button.tsx";
import { Input } from "../../../app/components/ui/input.tsx";
import { Label } from "../../../app/components/ui/label.tsx";
import { Switch } from "../../../app/components/ui/switch.tsx";
import { Textarea } from "../../../app/components/ui/textarea.tsx";
import { CloseQuestion, RecordEditorNotices } from "../../../app/components/editor-kit/record-editor-parts.tsx";
import { useEditorForm } from "../../../app/components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../../app/components/editor-kit/use-record-editor.ts";
import { api, unwrap, type ApiSchema } from "../../../app/api-client/client.ts";
import { TranslatedField } from "../../../app/components/editor-kit/translated-field.tsx";
import { useRecordTranslations } from "../../../app/components/editor-kit/translation-status.tsx";
import type { TranslationFocus } from "../../../app/editor/editor-requests.ts";
import { meetingTypeFormSchema } from "../shared/meeting-type-schema.ts";
import { ApiError } from "../../../app/api-client/api-error.ts";
import { DateOverridesEditor, WeeklyHoursEditor } from "../../../app/editor/global-settings/availability-editor.tsx";
import { FieldError } from "../../../app/editor/global-settings/general-tab.tsx";
import { formOf, payloadOf, timeZones, type MeetingTypeForm, type MeetingTypeRecord } from "./meeting-type-form.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../../app/components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

export type Member = ApiSchema<"OrganizationMembers">[number];

/** The type's fields as the conflict view names them, in the person's language. */
const FIELD_LABELS: Record<string, (ui: { locale: UiLocale }) => string> = {
  name: (ui) => m.fields_postMeetingName({}, ui),
  description: (ui) => m.fields_postFieldDescription({}, ui),
  duration_minutes: (ui) => m.fields_postMeetingDuration({}, ui),
  buffer_before_minutes: (ui) => m.fields_postMeetingBufferBefore({}, ui),
  buffer_after_minutes: (ui) => m.fields_postMeetingBufferAfter({}, ui),
  minimum_notice_minutes: (ui) => m.fields_postMeetingMinimumNotice({}, ui),
  booking_horizon_days: (ui) => m.fields_postMeetingBookingHorizon({}, ui),
  time_zone: (ui) => m.fields_postMeetingTimeZone({}, ui),
  weekly_hours: (ui) => m.fields_postMeetingWeeklyAvailability({}, ui),
  date_overrides: (ui) => m.fields_postMeetingDateOverrides({}, ui),
  host_user_ids: (ui) => m.fields_postMeetingHosts({}, ui),
  is_enabled: (ui) => m.fields_postMeetingEnabled({}, ui),
  admit_automatically: (ui) => m.fields_postMeetingAdmitAutomatically({}, ui),
};

/** A saved type as it is now (the list holds every field; there is no read of one type). */
async function loadMeetingType(id: number, locale: UiLocale = "en"): Promise<MeetingTypeRecord> {
  const list = await unwrap(api.GET("/meeting-types"));
  const found = list.find((type) => type.id === id);
  if (!found) throw new Error(m.fields_postMeetingGone({}, { locale }));
  return found;
}

/**
 * The fields of one meeting type (editing-tools §2.8, decision 036): name and description with
 * their translations, duration, buffers, minimum notice, horizon, time zone, weekly hours, date
 * overrides, hosts, enabled and "admit automatically". Save sends it through the write path.
 *
 * On the record-editor layer (decision 042): each type is its own record with its own version;
 * dirty state, undo, the close question, presence and the three-way merge when someone else saved
 * the type first come from `useRecordEditor`; the form checks the API's own rules
 * (features/meetings/shared/meeting-type-schema.ts) through `useEditorForm`.
 */
export function MeetingTypeEditor({
  record,
  initial,
  members,
  locales,
  focus = null,
  onSaved,
  onClose,
}: {
  /** The saved type (null: a new one). */
  record: MeetingTypeRecord | null;
  /** A new type's fields. */
  initial: MeetingTypeForm;
  members: Member[];
  /** The organization's other languages: one translation field each. */
  locales: string[];
  /** A field's translation to open first (a link of the Translations page). */
  focus?: TranslationFocus | null;
  onSaved: (record: MeetingTypeRecord) => void;
  onClose: () => void;
}) {
  const ui = useUiLanguage();
  const editor = useRecordEditor<MeetingTypeForm, MeetingTypeRecord>({
    entity: "meeting-type",
    id: record?.id ?? null,
    initial: record ? formOf(record) : initial,
    load: (id) => loadMeetingType(id, ui.locale),
    toDraft: formOf,
    versionOf: (saved) => saved.updated_at,
    create: (draft) => unwrap(api.POST("/meeting-types", { body: payloadOf(draft) as never })),
    update: async (id, draft, version) => {
      try {
        return await unwrap(
          api.PUT("/meeting-types/{id}", {
            params: { path: { id } },
            body: { ...payloadOf(draft), updated_at: version ?? undefined } as never,
          }),
        );
      } catch (failure) {
        // The merge needs the type as it is now, with every field.
        if (failure instanceof ApiError && failure.isStale) {
          throw new ApiError(409, failure.message, { ...failure.body, current: await loadMeetingType(id, ui.locale) });
        }
        throw failure;
      }
    },
    texts: {
      created: m.fields_postMeetingSaved({}, ui),
      updated: m.fields_postMeetingSaved({}, ui),
      deleted: m.fields_postMeetingDeleted({}, ui),
      saveFailed: m.fields_postMeetingSaveFailed({}, ui),
      deleteFailed: m.fields_postMeetingDeleteFailed({}, ui),
    },
    onSaved: (saved) => onSaved(saved),
    onClose,
  });
  const { submit, errorOf, fieldRef } = useEditorForm(editor, meetingTypeFormSchema);
  const form = editor.draft;
  const translations = useRecordTranslations("meeting_types", record?.id ?? null);
  const zonesId = useId();
  const set = <K extends keyof MeetingTypeForm>(key: K, value: MeetingTypeForm[K], group?: string) =>
    editor.set((current) => ({ ...current, [key]: value }), group ? { group } : undefined);
  const invalid = (key: string) => {
    const message = errorOf(key);
    return { "aria-invalid": message ? true : undefined, "aria-describedby": message ? `mt-${key}-error` : undefined };
  };
  /** The first message inside a part of the form (`weekly_hours.mon`, `date_overrides.2`). */
  const errorIn = (prefix: string, count: number) =>
    errorOf(prefix) ??
    Array.from({ length: count }, (_, index) =>
      ["", ".start", ".end", ".intervals"].map((end) => errorOf(`${prefix}.${index}${end}`)).find(Boolean),
    ).find(Boolean);
  const number = (key: keyof MeetingTypeForm, label: string, max: number) => (
    <div className="space-y-1.5">
      <Label htmlFor={`mt-${key}`}>{label}</Label>
      <Input
        id={`mt-${key}`}
        ref={fieldRef(key) as Ref<HTMLInputElement>}
        type="number"
        min={0}
        max={max}
        step={1}
        value={String(form[key])}
        {...invalid(key)}
        onChange={(event) => set(key, Math.max(0, Math.round(Number(event.target.value) || 0)) as never, key)}
      />
      <FieldError id={`mt-${key}-error`} message={errorOf(key)} />
    </div>
  );
  const translated = (field: "name" | "description") => ({
    field,
    source: form[field],
    value: form[`${field}_translation`],
    onChange: (value: Record<string, string>) => set(`${field}_translation`, value, `mt-${field}_translation`),
    record: translations,
    locales,
    focusLocale: focus?.field === field ? focus.locale : null,
  });

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={(event) => {
          // Undo and redo here are this type's, not the dialog's.
          editor.onKeyDown(event);
          if (event.defaultPrevented) event.stopPropagation();
        }}
        className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2"
        noValidate
      >
        <div className="sm:col-span-2 empty:hidden">
          <RecordEditorNotices
            editor={editor}
            noun={m.fields_postMeetingNoun({}, ui)}
            fieldLabel={(key) => FIELD_LABELS[key]?.(ui) ?? key}
          />
        </div>
        <TranslatedField label={m.fields_postMeetingName({}, ui)} maxLength={200} {...translated("name")}>
          <Label htmlFor="mt-name">
            {m.fields_postMeetingName({}, ui)}
            <span className="ms-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </Label>
          <Input
            id="mt-name"
            ref={fieldRef("name") as Ref<HTMLInputElement>}
            required
            maxLength={200}
            value={form.name}
            {...invalid("name")}
            onChange={(e) => set("name", e.target.value, "name")}
          />
          <FieldError id="mt-name-error" message={errorOf("name")} />
        </TranslatedField>
        <TranslatedField
          label={m.fields_postFieldDescription({}, ui)}
          multiline
          maxLength={2000}
          className="sm:col-span-2"
          {...translated("description")}
        >
          <Label htmlFor="mt-description">{m.fields_postFieldDescription({}, ui)}</Label>
          <Textarea
            id="mt-description"
            rows={3}
            maxLength={2000}
            value={form.description}
            {...invalid("description")}
            onChange={(e) => set("description", e.target.value, "description")}
          />
          <FieldError id="mt-description-error" message={errorOf("description")} />
        </TranslatedField>
        {number("duration_minutes", m.fields_postMeetingDurationMinutes({}, ui), 480)}
        {number("buffer_before_minutes", m.fields_postMeetingBufferBeforeMinutes({}, ui), 240)}
        {number("buffer_after_minutes", m.fields_postMeetingBufferAfterMinutes({}, ui), 240)}
        {number("minimum_notice_minutes", m.fields_postMeetingMinimumNoticeMinutes({}, ui), 43_200)}
        {number("booking_horizon_days", m.fields_postMeetingBookingHorizonDays({}, ui), 365)}
        <div className="space-y-1.5">
          <Label htmlFor="mt-time_zone">{m.fields_postMeetingTimeZone({}, ui)}</Label>
          <Input
            id="mt-time_zone"
            ref={fieldRef("time_zone") as Ref<HTMLInputElement>}
            list={zonesId}
            maxLength={64}
            value={form.time_zone}
            {...invalid("time_zone")}
            onChange={(e) => set("time_zone", e.target.value, "time_zone")}
          />
          <FieldError id="mt-time_zone-error" message={errorOf("time_zone")} />
          <datalist id={zonesId}>
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        <WeeklyHoursEditor
          value={form.weekly_hours}
          timeZone={form.time_zone}
          errorOf={(day) => errorIn(`weekly_hours.${day}`, form.weekly_hours[day]?.length ?? 0)}
          onChange={(next) => set("weekly_hours", next)}
        />
        <DateOverridesEditor
          value={form.date_overrides}
          errorOf={(index) =>
            errorIn(`date_overrides.${index}`, 1) ??
            errorIn(`date_overrides.${index}.intervals`, form.date_overrides[index]?.intervals.length ?? 0)
          }
          onChange={(next) => set("date_overrides", next)}
        />
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium text-gray-900">{m.fields_postMeetingHosts({}, ui)}</legend>
          {members.length === 0 && (
            <p className="text-sm text-gray-600">{m.fields_postMeetingLoadingMembers({}, ui)}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {members.map((member) => {
              const checked = form.host_user_ids.includes(member.id);
              return (
                <label key={member.id} className="flex items-center gap-1.5 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-sky-700"
                    checked={checked}
                    onChange={() =>
                      set(
                        "host_user_ids",
                        checked
                          ? form.host_user_ids.filter((id) => id !== member.id)
                          : [...form.host_user_ids, member.id],
                      )
                    }
                  />
                  {member.name || member.email}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="flex items-center gap-2">
          <Switch id="mt-is_enabled" checked={form.is_enabled} onCheckedChange={(value) => set("is_enabled", value)} />
          <Label htmlFor="mt-is_enabled">{m.fields_postMeetingEnabledBookable({}, ui)}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id="mt-admit_automatically"
            checked={form.admit_automatically}
            onCheckedChange={(value) => set("admit_automatically", value)}
          />
          <Label htmlFor="mt-admit_automatically">{m.fields_postMeetingAdmitWhenHostJoins({}, ui)}</Label>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 sm:col-span-2">
          {editor.loadError && (
            <p role="alert" className="me-auto text-sm font-medium text-red-700">
              {editor.loadError}
            </p>
          )}
          {editor.dirty && (
            <span className="me-auto text-xs font-medium text-amber-800">{m.fields_postMeetingUnsaved({}, ui)}</span>
          )}
          <Button type="button" variant="outline" onClick={editor.requestClose} disabled={editor.saving}>
            {m.fields_postCancel({}, ui)}
          </Button>
          <Button type="submit" disabled={editor.saving || editor.loading || !editor.dirty}>
            {editor.saving ? m.fields_postSaving({}, ui) : m.fields_postMeetingSave({}, ui)}
          </Button>
        </div>
      </form>
      <CloseQuestion editor={editor} />
    </>
  );
}
