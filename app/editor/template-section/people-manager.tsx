/**
 * The team and testimonial manager (spec editing-tools §2.4, §4, §5, §8): in edit mode of a team or
 * testimonials section, the people shown in it, and a form to add or edit one from a profile.
 * Profiles are read and written through our API (never a database key in the browser).
 */
import { Info, Pencil, UserMinus } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import {
  Button,
  ConfirmDialog,
  Field,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
} from "../../components/ui/index.ts";
import type { CustomerObject, TeamObject } from "../../../shared/people.ts";
import { SwitchRow } from "../sections-shared/pickers.tsx";
import { errorText, requestJson } from "../sections-shared/request-json.ts";
import {
  customerFormFrom,
  isListedIn,
  parseCustomerForm,
  parseTeamForm,
  RATING_OPTIONS,
  teamFormFrom,
  unassignSection,
  type CustomerForm,
  type PeopleKind,
  type TeamForm,
} from "./people-form.ts";

type Profile = {
  id: number;
  full_name: string | null;
  email: string;
  team: TeamObject | null;
  customer: CustomerObject | null;
  updated_at: string;
};

const displayName = (profile: Profile) => profile.full_name?.trim() || profile.email;

export function PeopleManager({
  kind,
  sectionId,
  onChanged,
}: {
  kind: PeopleKind;
  sectionId: number;
  onChanged: () => void;
}) {
  const [profiles, setProfiles] = useState<Profile[] | null>(null);
  const [selected, setSelected] = useState<string>("");
  const [removing, setRemoving] = useState<Profile | null>(null);
  const id = useId();
  const noun = kind === "team" ? "team member" : "testimonial";

  const load = useCallback(
    () =>
      requestJson<Profile[]>("GET", "/api/profiles").then(setProfiles, (error: unknown) => {
        console.warn("Profiles did not load", error);
        setProfiles([]);
      }),
    [],
  );

  useEffect(() => {
    let live = true;
    requestJson<Profile[]>("GET", "/api/profiles").then(
      (list) => live && setProfiles(list),
      (error: unknown) => {
        console.warn("Profiles did not load", error);
        if (live) setProfiles([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const listed = (profiles ?? []).filter((profile) => isListedIn(profile, kind, sectionId));
  const profile = profiles?.find((item) => String(item.id) === selected) ?? null;

  async function remove(person: Profile) {
    const entry = kind === "team" ? person.team : person.customer;
    const { assigned_sections, active } = unassignSection(entry?.assigned_sections, sectionId);
    const change =
      kind === "team"
        ? { team: { ...person.team!, assigned_sections, is_team_member: active } }
        : { customer: { ...person.customer!, assigned_sections, is_customer: active } };
    try {
      await requestJson("PATCH", `/api/profiles/${person.id}`, change);
      await load();
      onChanged();
    } catch (error) {
      toast.error(errorText(error, "Failed to remove. Please try again."));
      throw error;
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {kind === "team" ? "Team Members" : "Testimonials"}
      </h3>
      <div role="note" className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          {kind === "team"
            ? "Team members come from people's profiles. Pick a profile, fill in its team details and save: it appears in this section."
            : "Testimonials come from people's profiles. Pick a profile, fill in its testimonial and save: it appears in this section."}{" "}
          People assigned to no particular section appear in every {kind === "team" ? "team" : "testimonials"} section.
        </p>
      </div>

      {profiles === null ? (
        <p className="text-sm text-gray-600">Loading people...</p>
      ) : listed.length === 0 ? (
        <p className="text-sm text-gray-600">Nobody is shown in this section yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Assigned people">
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
                aria-label={`Edit ${displayName(person)}`}
                onClick={() => setSelected(String(person.id))}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${displayName(person)} from this section`}
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
          Select a profile
        </label>
        <Select value={selected} onValueChange={setSelected}>
          <SelectTrigger aria-labelledby={`${id}-profile-label`} className="w-full">
            <SelectValue placeholder="Choose a person" />
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
            onSaved={async () => {
              toast.success("Team member updated successfully!");
              await load();
              onChanged();
            }}
          />
        ) : (
          <CustomerFormView
            key={profile.id}
            profile={profile}
            sectionId={sectionId}
            onSaved={async () => {
              toast.success("Testimonial updated successfully!");
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
        title={`Remove ${noun}`}
        text="Remove this entry from this section?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </section>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  required,
  multiline,
  hint,
  type,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  type?: string;
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint}>
      {multiline ? (
        <Textarea
          id={id}
          rows={3}
          value={value}
          showCount={false}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      ) : (
        <Input
          id={id}
          type={type}
          value={value}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      )}
    </Field>
  );
}

function TeamFormView({
  profile,
  sectionId,
  onSaved,
}: {
  profile: Profile;
  sectionId: number;
  onSaved: () => Promise<void>;
}) {
  const [form, setForm] = useState<TeamForm>(() => teamFormFrom(profile.team));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const set = (key: keyof TeamForm) => (value: string) => setForm({ ...form, [key]: value });

  async function save() {
    const parsed = parseTeamForm(form, profile.team, sectionId);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await requestJson("PATCH", `/api/profiles/${profile.id}`, { team: parsed.team });
      await onSaved();
    } catch (failure) {
      console.warn("Team member save failed", failure);
      toast.error("Failed to update. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-label={`Team details of ${displayName(profile)}`}
      className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField id={`${id}-job`} label="Job title" required value={form.job_title} onChange={set("job_title")} />
      <TextField id={`${id}-pseudonym`} label="Display name" value={form.pseudonym} onChange={set("pseudonym")} />
      <TextField id={`${id}-department`} label="Department" value={form.department} onChange={set("department")} />
      <TextField id={`${id}-image`} label="Photo URL" value={form.image} onChange={set("image")} />
      <TextField
        id={`${id}-experience`}
        label="Experience (years)"
        type="number"
        value={form.experience_years}
        onChange={set("experience_years")}
      />
      <TextField id={`${id}-education`} label="Education" value={form.education} onChange={set("education")} />
      <TextField
        id={`${id}-description`}
        label="Description"
        multiline
        value={form.description}
        onChange={set("description")}
      />
      <TextField id={`${id}-bio`} label="Bio" multiline value={form.bio} onChange={set("bio")} />
      <TextField
        id={`${id}-skills`}
        label="Skills"
        hint="Separate with commas"
        value={form.skills}
        onChange={set("skills")}
      />
      <TextField
        id={`${id}-order`}
        label="Display order"
        type="number"
        value={form.display_order}
        onChange={set("display_order")}
      />
      <TextField
        id={`${id}-certifications`}
        label="Certifications"
        hint="One per line"
        multiline
        value={form.certifications}
        onChange={set("certifications")}
      />
      <TextField
        id={`${id}-achievements`}
        label="Achievements"
        hint="One per line"
        multiline
        value={form.achievements}
        onChange={set("achievements")}
      />
      <TextField id={`${id}-linkedin`} label="LinkedIn URL" value={form.linkedin_url} onChange={set("linkedin_url")} />
      <TextField id={`${id}-twitter`} label="Twitter URL" value={form.twitter_url} onChange={set("twitter_url")} />
      <TextField id={`${id}-github`} label="GitHub URL" value={form.github_url} onChange={set("github_url")} />
      <TextField
        id={`${id}-portfolio`}
        label="Portfolio URL"
        value={form.portfolio_url}
        onChange={set("portfolio_url")}
      />
      <div className="sm:col-span-2">
        <SwitchRow
          label="Featured"
          checked={form.is_featured}
          onCheckedChange={(checked) => setForm({ ...form, is_featured: checked })}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Team Member"}
        </Button>
      </div>
    </form>
  );
}

function CustomerFormView({
  profile,
  sectionId,
  onSaved,
}: {
  profile: Profile;
  sectionId: number;
  onSaved: () => Promise<void>;
}) {
  const [form, setForm] = useState<CustomerForm>(() => customerFormFrom(profile.customer));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const set = (key: keyof CustomerForm) => (value: string) => setForm({ ...form, [key]: value });

  async function save() {
    const parsed = parseCustomerForm(form, profile.customer, sectionId);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await requestJson("PATCH", `/api/profiles/${profile.id}`, { customer: parsed.customer });
      await onSaved();
    } catch (failure) {
      console.warn("Testimonial save failed", failure);
      toast.error("Failed to update. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-label={`Testimonial of ${displayName(profile)}`}
      className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="sm:col-span-2">
        <TextField
          id={`${id}-text`}
          label="Testimonial text"
          required
          multiline
          value={form.testimonial_text}
          onChange={set("testimonial_text")}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-rating`} className="block text-sm font-medium text-gray-800">
          Rating
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </label>
        <select
          id={`${id}-rating`}
          aria-required="true"
          value={form.rating}
          onChange={(event) => setForm({ ...form, rating: event.target.value })}
          className="h-9 w-full rounded-md border border-gray-300 bg-white px-2 text-sm"
        >
          {RATING_OPTIONS.map((stars) => (
            <option key={stars} value={String(stars)}>
              {stars} {stars === 1 ? "star" : "stars"}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${id}-date`}
        label="Date"
        type="date"
        value={form.testimonial_date}
        onChange={set("testimonial_date")}
      />
      <TextField id={`${id}-pseudonym`} label="Display name" value={form.pseudonym} onChange={set("pseudonym")} />
      <TextField id={`${id}-job`} label="Job title" value={form.job_title} onChange={set("job_title")} />
      <TextField id={`${id}-company`} label="Company" value={form.company} onChange={set("company")} />
      <TextField id={`${id}-logo`} label="Company logo URL" value={form.company_logo} onChange={set("company_logo")} />
      <TextField id={`${id}-project`} label="Project type" value={form.project_type} onChange={set("project_type")} />
      <TextField id={`${id}-image`} label="Photo URL" value={form.image} onChange={set("image")} />
      <TextField id={`${id}-linkedin`} label="LinkedIn URL" value={form.linkedin_url} onChange={set("linkedin_url")} />
      <TextField
        id={`${id}-order`}
        label="Display order"
        type="number"
        value={form.display_order}
        onChange={set("display_order")}
      />
      <div className="sm:col-span-2">
        <TextField
          id={`${id}-description`}
          label="Description"
          multiline
          value={form.description}
          onChange={set("description")}
        />
      </div>
      <div className="sm:col-span-2">
        <SwitchRow
          label="Featured"
          checked={form.is_featured}
          onCheckedChange={(checked) => setForm({ ...form, is_featured: checked })}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Testimonial"}
        </Button>
      </div>
    </form>
  );
}
