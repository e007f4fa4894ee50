/**
 * The team and testimonial forms of the people manager (spec editing-tools §2.4, §3, §5): one
 * profile's team or customer object, on the record-editor layer (decision 042). The profile is the
 * record: its version, a local draft, a merge when someone else saved it first, presence; the form
 * checks the API's own rules (shared/schemas/people-schema.ts) through `useEditorForm`, and a field the API
 * refuses shows its message at that field.
 */
import { useId, useRef, type ReactNode, type Ref } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Field, Input, Textarea } from "../../components/ui/index.ts";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import {
  translationsQueryKey,
  useRecordTranslations,
  type RecordTranslations,
} from "../../components/editor-kit/translation-status.tsx";
import type { TranslationFocus } from "../editor-requests.ts";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import type { CustomerObject, TeamObject } from "../../../shared/rules/people.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { plural } from "../shared/plural.ts";
import { ApiError } from "../../api-client/api-error.ts";
import { SwitchRow } from "../sections-shared/pickers.tsx";
import { listProfiles, patchProfile } from "./section-api.ts";
import {
  customerFormFrom,
  customerFormSchema,
  parseCustomerForm,
  parseTeamForm,
  RATING_OPTIONS,
  teamFormFrom,
  teamFormSchema,
  type CustomerForm,
  type PeopleKind,
  type TeamForm,
} from "./people-form.ts";

export type Profile = {
  id: number;
  full_name: string | null;
  /** Absent in the answer of a save. */
  email?: string;
  team: TeamObject | null;
  customer: CustomerObject | null;
  updated_at: string;
};

export const displayName = (profile: Pick<Profile, "full_name" | "email">) =>
  profile.full_name?.trim() || profile.email || "";

type Ui = { locale: UiLocale };

type Kit<F> = {
  kind: PeopleKind;
  toForm: (profile: Profile) => F;
  /** The PATCH body, from the form and the profile as last loaded (its other fields are kept). */
  toBody: (form: F, latest: Profile, sectionId: number) => object;
  schema: typeof teamFormSchema | typeof customerFormSchema;
  saved: (o: Ui) => string;
};

const TEAM: Kit<TeamForm> = {
  kind: "team",
  toForm: (profile) => teamFormFrom(profile.team),
  toBody: (form, latest, sectionId) => {
    const parsed = parseTeamForm(form, latest.team, sectionId);
    if ("error" in parsed) throw new ApiError(400, `job_title: ${parsed.error}`, { field: "job_title" });
    return { team: parsed.team };
  },
  schema: teamFormSchema,
  saved: (o) => m.fields_secTeamSaved({}, o),
};

const CUSTOMER: Kit<CustomerForm> = {
  kind: "testimonials",
  toForm: (profile) => customerFormFrom(profile.customer),
  toBody: (form, latest, sectionId) => {
    const parsed = parseCustomerForm(form, latest.customer, sectionId);
    if ("error" in parsed) throw new ApiError(400, parsed.error, null);
    return { customer: parsed.customer };
  },
  schema: customerFormSchema,
  saved: (o) => m.fields_secTestimonialSaved({}, o),
};

/** The API names a nested field (`team.linkedin_url`); the form knows it as `linkedin_url`. */
function asFormError(failure: unknown, key: "team" | "customer"): unknown {
  if (!(failure instanceof ApiError) || failure.isStale) return failure;
  const prefix = `${key}.`;
  if (failure.status === 400 && failure.field?.startsWith(prefix)) {
    const field = failure.field.slice(prefix.length);
    return new ApiError(400, failure.message.split(prefix).join(""), { ...failure.body, field });
  }
  // Spec §8: other failures read the manager's own message.
  return new ApiError(failure.status, "", failure.body);
}

function usePersonEditor<F extends TeamForm | CustomerForm>(
  kit: Kit<F>,
  profile: Profile,
  sectionId: number,
  onSaved: () => Promise<void>,
) {
  const ui = useUiLanguage();
  const queryClient = useQueryClient();
  // The profile as last loaded or answered (a 409's `current` too): the body keeps its other fields.
  const latest = useRef(profile);
  const key = kit.kind === "team" ? "team" : "customer";
  const editor = useRecordEditor<F, Profile>({
    entity: kit.kind === "team" ? "profile-team" : "profile-customer",
    id: profile.id,
    initial: kit.toForm(profile),
    load: async (target) => {
      const found = (await listProfiles()).find((item) => item.id === target);
      if (!found) throw new Error(m.fields_secProfileGone({}, ui));
      return found;
    },
    toDraft: (record) => {
      latest.current = record;
      return kit.toForm(record);
    },
    versionOf: (record) => record.updated_at,
    update: async (target, form, version) => {
      try {
        const body = kit.toBody(form, latest.current, sectionId);
        return await patchProfile(target, body, version ?? "");
      } catch (failure) {
        throw asFormError(failure, key);
      }
    },
    texts: {
      created: kit.saved(ui),
      updated: kit.saved(ui),
      deleted: "",
      saveFailed: m.fields_secSaveFailedRetry({}, ui),
      deleteFailed: "",
    },
    onSaved: () => {
      // A saved text or translation changes the person's missing and stale badges.
      void queryClient.invalidateQueries({ queryKey: translationsQueryKey("profiles", String(profile.id)) });
      void onSaved();
    },
    onClose: () => {},
    closeOnSave: false,
  });
  const form = useEditorForm(editor, kit.schema);
  return { editor, ...form };
}

type FormProps = {
  profile: Profile;
  sectionId: number;
  onSaved: () => Promise<void>;
  /** The translation to open first (a link of the Translations page naming this person's field). */
  focus?: TranslationFocus | null;
};

type TranslatedName<F> = {
  [K in keyof F & string]: `${K}_translation` extends keyof F ? K : never;
}[keyof F & string];

/**
 * The props of one translatable text of the person (decision 069): its translations live in the
 * draft beside it (`<field>_translation`) and are saved with the form; its saved states are the
 * profile's, where the field is named inside its object (`team.job_title`, `customer.job_title`).
 */
function translationOf<F extends TeamForm | CustomerForm>(
  editor: ReturnType<typeof usePersonEditor<F>>["editor"],
  object: "team" | "customer",
  name: TranslatedName<F>,
  record: RecordTranslations | null,
  focus: TranslationFocus | null,
) {
  const key = `${name}_translation` as keyof F;
  const field = `${object}.${name}`;
  return {
    field,
    source: String(editor.draft[name]),
    value: editor.draft[key] as Record<string, string>,
    onChange: (value: Record<string, string>) =>
      editor.set((current) => ({ ...current, [key]: value }), { group: `${name}-translation` }),
    record,
    focusLocale: focus?.field === field ? focus.locale : null,
  };
}

/** The fields of one form: label, control, hint and the error at the field. */
function TextField({
  id,
  label,
  value,
  onChange,
  required,
  multiline,
  hint,
  type,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  type?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    ref: inputRef,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {multiline ? (
        <Textarea rows={3} showCount={false} {...common} />
      ) : (
        <Input type={type} aria-required={required || undefined} {...common} />
      )}
    </Field>
  );
}

/** The frame both forms share: notices (presence, draft, conflicts), the fields, Featured and Save. */
function PersonFormFrame<F extends TeamForm | CustomerForm>({
  label,
  noun,
  fieldLabels,
  person,
  saveLabel,
  children,
}: {
  label: string;
  noun: string;
  /** The form's labels, which also name a field both people changed. */
  fieldLabels: Record<keyof F, string>;
  person: ReturnType<typeof usePersonEditor<F>>;
  saveLabel: string;
  children: ReactNode;
}) {
  const { editor, submit } = person;
  const ui = useUiLanguage();
  return (
    <form
      aria-label={label}
      className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="sm:col-span-2">
        <RecordEditorNotices
          editor={editor}
          noun={noun}
          fieldLabel={(key) => (fieldLabels as Record<string, string>)[key] ?? key}
        />
      </div>
      {editor.loading ? (
        <p className="text-sm text-gray-600 sm:col-span-2">{m.fields_secLoading({}, ui)}</p>
      ) : (
        <>
          {children}
          <div className="sm:col-span-2">
            <SwitchRow
              label={fieldLabels.is_featured}
              checked={editor.draft.is_featured}
              onCheckedChange={(checked) => editor.set((current) => ({ ...current, is_featured: checked }))}
            />
          </div>
        </>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={editor.saving || editor.loading}>
          {editor.saving ? m.editor_saving({}, ui) : saveLabel}
        </Button>
      </div>
    </form>
  );
}

const teamLabels = (ui: Ui): Record<keyof TeamForm, string> => ({
  job_title: m.fields_secJobTitle({}, ui),
  pseudonym: m.fields_secDisplayName({}, ui),
  department: m.fields_secDepartment({}, ui),
  image: m.fields_secPhotoUrl({}, ui),
  experience_years: m.fields_secExperienceYears({}, ui),
  years_of_experience: m.fields_secExperienceYears({}, ui),
  education: m.fields_secEducation({}, ui),
  description: m.fields_secDescription({}, ui),
  bio: m.fields_secBio({}, ui),
  skills: m.fields_secSkills({}, ui),
  display_order: m.fields_secDisplayOrder({}, ui),
  certifications: m.fields_secCertifications({}, ui),
  achievements: m.fields_secAchievements({}, ui),
  linkedin_url: m.fields_secLinkedinUrl({}, ui),
  twitter_url: m.fields_secTwitterUrl({}, ui),
  github_url: m.fields_secGithubUrl({}, ui),
  portfolio_url: m.fields_secPortfolioUrl({}, ui),
  is_featured: m.fields_secFeatured({}, ui),
  // Translations of a field are named as the field is, in a conflict both people made.
  job_title_translation: m.fields_secJobTitle({}, ui),
  department_translation: m.fields_secDepartment({}, ui),
  description_translation: m.fields_secDescription({}, ui),
});

const customerLabels = (ui: Ui): Record<keyof CustomerForm, string> => ({
  testimonial_text: m.fields_secTestimonialText({}, ui),
  rating: m.fields_secRating({}, ui),
  testimonial_date: m.fields_secDate({}, ui),
  pseudonym: m.fields_secDisplayName({}, ui),
  job_title: m.fields_secJobTitle({}, ui),
  company: m.fields_secCompany({}, ui),
  company_logo: m.fields_secCompanyLogoUrl({}, ui),
  project_type: m.fields_secProjectType({}, ui),
  image: m.fields_secPhotoUrl({}, ui),
  linkedin_url: m.fields_secLinkedinUrl({}, ui),
  display_order: m.fields_secDisplayOrder({}, ui),
  description: m.fields_secDescription({}, ui),
  is_featured: m.fields_secFeatured({}, ui),
  job_title_translation: m.fields_secJobTitle({}, ui),
  testimonial_text_translation: m.fields_secTestimonialText({}, ui),
});

export function TeamFormView({ profile, sectionId, onSaved, focus = null }: FormProps) {
  const ui = useUiLanguage();
  const person = usePersonEditor(TEAM, profile, sectionId, onSaved);
  const { editor, errorOf, fieldRef } = person;
  const translations = useRecordTranslations("profiles", profile.id);
  const translated = (name: TranslatedName<TeamForm>) => translationOf(editor, "team", name, translations, focus);
  const id = useId();
  const labels = teamLabels(ui);
  const field = (name: keyof TeamForm, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={labels[name]}
      value={String(editor.draft[name])}
      onChange={(value) => editor.set((current) => ({ ...current, [name]: value }), { group: name })}
      error={errorOf(name)}
      inputRef={fieldRef(name)}
      {...extra}
    />
  );
  return (
    <PersonFormFrame
      label={m.fields_secTeamDetailsOf({ name: displayName(profile) }, ui)}
      noun={m.fields_secTeamMemberNoun({}, ui)}
      fieldLabels={labels}
      person={person}
      saveLabel={m.fields_secSaveTeamMember({}, ui)}
    >
      <TranslatedField label={m.fields_secJobTitle({}, ui)} maxLength={200} {...translated("job_title")}>
        {field("job_title", { required: true })}
      </TranslatedField>
      {field("pseudonym")}
      <TranslatedField label={m.fields_secDepartment({}, ui)} maxLength={200} {...translated("department")}>
        {field("department")}
      </TranslatedField>
      {field("image")}
      {field("experience_years", { type: "number" })}
      {field("education")}
      <TranslatedField
        label={m.fields_secDescription({}, ui)}
        multiline
        maxLength={5000}
        {...translated("description")}
      >
        {field("description", { multiline: true })}
      </TranslatedField>
      {field("bio", { multiline: true })}
      {field("skills", { hint: m.fields_secSeparateCommas({}, ui) })}
      {field("display_order", { type: "number" })}
      {field("certifications", {
        hint: m.fields_secOnePerLine({}, ui),
        multiline: true,
      })}
      {field("achievements", {
        hint: m.fields_secOnePerLine({}, ui),
        multiline: true,
      })}
      {field("linkedin_url")}
      {field("twitter_url")}
      {field("github_url")}
      {field("portfolio_url")}
    </PersonFormFrame>
  );
}

export function CustomerFormView({ profile, sectionId, onSaved, focus = null }: FormProps) {
  const ui = useUiLanguage();
  const person = usePersonEditor(CUSTOMER, profile, sectionId, onSaved);
  const { editor, errorOf, fieldRef } = person;
  const translations = useRecordTranslations("profiles", profile.id);
  const translated = (name: TranslatedName<CustomerForm>) =>
    translationOf(editor, "customer", name, translations, focus);
  const id = useId();
  const labels = customerLabels(ui);
  const change = (name: keyof CustomerForm) => (value: string) =>
    editor.set((current) => ({ ...current, [name]: value }), { group: name });
  const field = (name: keyof CustomerForm, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={labels[name]}
      value={String(editor.draft[name])}
      onChange={change(name)}
      error={errorOf(name)}
      inputRef={fieldRef(name)}
      {...extra}
    />
  );
  return (
    <PersonFormFrame
      label={m.fields_secTestimonialOf({ name: displayName(profile) }, ui)}
      noun={m.fields_secTestimonialNoun({}, ui)}
      fieldLabels={labels}
      person={person}
      saveLabel={m.fields_secSaveTestimonial({}, ui)}
    >
      <TranslatedField
        label={m.fields_secTestimonialText({}, ui)}
        multiline
        maxLength={5000}
        className="sm:col-span-2"
        {...translated("testimonial_text")}
      >
        {field("testimonial_text", { required: true, multiline: true })}
      </TranslatedField>
      <Field id={`${id}-rating`} label={m.fields_secRating({}, ui)} required error={errorOf("rating")}>
        <select
          id={`${id}-rating`}
          aria-required="true"
          value={editor.draft.rating}
          onChange={(event) => change("rating")(event.target.value)}
          className="h-9 w-full rounded-md border border-gray-300 bg-white px-2 text-sm"
        >
          {RATING_OPTIONS.map((stars) => (
            <option key={stars} value={String(stars)}>
              {plural(ui, stars, {
                zero: (count, o) => m.fields_secStarsZero(count, o),
                one: (count, o) => m.fields_secStarsOne(count, o),
                two: (count, o) => m.fields_secStarsTwo(count, o),
                few: (count, o) => m.fields_secStarsFew(count, o),
                many: (count, o) => m.fields_secStarsMany(count, o),
                other: (count, o) => m.fields_secStarsOther(count, o),
              })}
            </option>
          ))}
        </select>
      </Field>
      {field("testimonial_date", { type: "date" })}
      {field("pseudonym")}
      <TranslatedField label={m.fields_secJobTitle({}, ui)} maxLength={200} {...translated("job_title")}>
        {field("job_title")}
      </TranslatedField>
      {field("company")}
      {field("company_logo")}
      {field("project_type")}
      {field("image")}
      {field("linkedin_url")}
      {field("display_order", { type: "number" })}
      <div className="sm:col-span-2">{field("description", { multiline: true })}</div>
    </PersonFormFrame>
  );
}
