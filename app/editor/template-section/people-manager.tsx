/**
 * The team and testimonial manager (spec editing-tools §2.4, §4, §5, §8): in edit mode of a team or
 * testimonials section, the people shown in it, and a form to add or edit one from a profile.
 * Profiles are read and written through our API (never a database key in the browser); the forms
 * are in people-forms.tsx. The profiles are a list of records on the record-editor layer
 * (`useRecordList`, decision 058): taking someone off the section is saved at the profile's version
 * and merged with someone else's save of that profile.
 */
import { Info, Pencil, UserMinus } from "lucide-react";
import { useId, useState } from "react";
import { Button, ConfirmDialog } from "../../components/ui/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { ListConflictView } from "../../components/editor-kit/record-editor-parts.tsx";
import { useRecordList, type EntryKind } from "../../components/editor-kit/use-record-list.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { errorMessage } from "../../api-client/api-error.ts";
import { listProfiles, patchProfile } from "./section-api.ts";
import { isListedIn, unassignSection, type PeopleKind } from "./people-form.ts";
import { CustomerFormView, displayName, TeamFormView, type Profile } from "./people-forms.tsx";
import type { TranslationFocus } from "../editor-requests.ts";

/** A profile as a record of the list: found by id, saved with PATCH at its version. */
const profileKind = (o: { locale: UiLocale }): EntryKind<Profile[], Profile> => ({
  noun: m.fields_secProfileNoun({}, o),
  find: (profiles, id) => profiles.find((profile) => profile.id === id),
  save: (profile, fields) => patchProfile(profile.id, fields as Parameters<typeof patchProfile>[1], profile.updated_at),
  name: displayName,
});

export function PeopleManager({
  kind,
  sectionId,
  onChanged,
  focus = null,
}: {
  kind: PeopleKind;
  sectionId: number;
  onChanged: () => void;
  /** A person's translation to open first (a link of the Translations page): their form opens on it. */
  focus?: TranslationFocus | null;
}) {
  const ui = useUiLanguage();
  const PROFILE = profileKind(ui);
  const people = useRecordList<Profile[]>({
    entity: "profiles",
    scope: sectionId,
    load: () => listProfiles(),
    // As before the layer: a list that does not load shows nobody (and is logged).
    loadFailed: null,
    // Each profile's form says who else is editing that profile.
    presence: false,
    onChanged,
    errorText: (error, fallback) => errorMessage(error, fallback, ui),
    empty: [],
  });
  const profiles = people.loading ? null : people.list;
  const [selected, setSelected] = useState<string>(focus?.record !== undefined ? String(focus.record) : "");
  const [removing, setRemoving] = useState<Profile | null>(null);
  const id = useId();

  const load = people.reload;

  const listed = (profiles ?? []).filter((profile) => isListedIn(profile, kind, sectionId));
  const profile = profiles?.find((item) => String(item.id) === selected) ?? null;

  async function remove(person: Profile) {
    const entry = kind === "team" ? person.team : person.customer;
    const { assigned_sections, active } = unassignSection(entry?.assigned_sections, sectionId);
    const change =
      kind === "team"
        ? { team: { ...person.team!, assigned_sections, is_team_member: active } }
        : { customer: { ...person.customer!, assigned_sections, is_customer: active } };
    // The stored entry as it is, less this section. Not saved (said by a toast, or someone else
    // changed the same field: shown side by side): the question stays open.
    if (!(await people.write(PROFILE, person, change, m.fields_secRemoveFailedRetry({}, ui))))
      throw new Error("Not removed");
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {kind === "team" ? m.fields_secTypeTeam({}, ui) : m.fields_secTypeTestimonials({}, ui)}
      </h3>
      <div role="note" className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{kind === "team" ? m.fields_secTeamNote({}, ui) : m.fields_secTestimonialsNote({}, ui)}</p>
      </div>

      <ListConflictView list={people} />
      {profiles === null ? (
        <p className="text-sm text-gray-600">{m.fields_secLoadingPeople({}, ui)}</p>
      ) : listed.length === 0 ? (
        <p className="text-sm text-gray-600">{m.fields_secNobodyShown({}, ui)}</p>
      ) : (
        <ul
          className="divide-y divide-gray-200 rounded-lg border border-gray-200"
          aria-label={m.fields_secAssignedPeople({}, ui)}
        >
          {listed.map((person) => (
            <li key={person.id} className="flex items-center gap-3 p-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{displayName(person)}</p>
                <p className="truncate text-xs text-gray-600">
                  {kind === "team" ? person.team?.job_title : person.customer?.testimonial_text}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={m.fields_secEditNamed({ name: displayName(person) }, ui)}
                onClick={() => setSelected(String(person.id))}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={m.fields_secRemoveNamedFromSection({ name: displayName(person) }, ui)}
                onClick={() => setRemoving(person)}
              >
                <UserMinus aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="space-y-1.5">
        <label id={`${id}-profile-label`} className="block text-sm font-medium text-gray-800">
          {m.fields_secSelectProfile({}, ui)}
        </label>
        <Select value={selected} onValueChange={setSelected}>
          <SelectTrigger aria-labelledby={`${id}-profile-label`} className="w-full">
            <SelectValue placeholder={m.fields_secChoosePerson({}, ui)} />
          </SelectTrigger>
          <SelectContent>
            {(profiles ?? []).map((item) => (
              <SelectItem key={item.id} value={String(item.id)}>
                {displayName(item)}
                {item.full_name ? ` (${item.email})` : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {profile &&
        (kind === "team" ? (
          <TeamFormView
            key={profile.id}
            profile={profile}
            sectionId={sectionId}
            focus={focus?.record === profile.id ? focus : null}
            onSaved={async () => {
              await load();
              onChanged();
            }}
          />
        ) : (
          <CustomerFormView
            key={profile.id}
            profile={profile}
            sectionId={sectionId}
            focus={focus?.record === profile.id ? focus : null}
            onSaved={async () => {
              await load();
              onChanged();
            }}
          />
        ))}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={kind === "team" ? m.fields_secRemoveTeamMember({}, ui) : m.fields_secRemoveTestimonial({}, ui)}
        text={m.fields_secRemoveEntry({}, ui)}
        confirmLabel={m.editors_remove({}, ui)}
        busyLabel={m.fields_secRemoving({}, ui)}
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </section>
  );
}
