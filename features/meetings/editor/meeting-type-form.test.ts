import { describe, expect, it } from "vitest";
import { meetingTypeFormSchema } from "../shared/meeting-type-schema.ts";
import {
  blankMeetingType,
  formOf,
  payloadOf,
  sameForm,
  weeklySummary,
  type MeetingTypeForm,
} from "./meeting-type-form.ts";

/** What the form says (the API's own rules, features/meetings/shared/meeting-type-schema.ts), field by field. */
function problems(form: MeetingTypeForm): string[] {
  const result = meetingTypeFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the meeting type form", () => {
  it("starts a new type on weekdays 9 to 5 in the zone given, and saves without empty days or translations", () => {
    const form = {
      ...blankMeetingType("Europe/Berlin", ["u1"]),
      name: " Intro ",
      name_translation: { es: "", de: "Einf" },
    };
    const payload = payloadOf({ ...form, weekly_hours: { ...form.weekly_hours, sat: [] } });
    expect(payload).toMatchObject({ name: "Intro", name_translation: { de: "Einf" }, host_user_ids: ["u1"] });
    expect(Object.keys(payload.weekly_hours as object)).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    expect(weeklySummary(form.weekly_hours)).toBe(
      "Mon 09:00–17:00; Tue 09:00–17:00; Wed 09:00–17:00; Thu 09:00–17:00; Fri 09:00–17:00",
    );
  });

  it("says what the server would refuse before sending, at the field, with the API's messages", () => {
    const form = { ...blankMeetingType("UTC", []), name: "Call" };
    expect(problems(form)).toEqual([]);
    expect(problems({ ...form, name: " " })).toEqual(["name: Name is required."]);
    expect(problems({ ...form, duration_minutes: 2 })).toEqual(["duration_minutes: must be at least 5"]);
    expect(problems({ ...form, time_zone: "Mars/Olympus" })).toEqual([
      "time_zone: must be a time zone like Europe/Berlin or America/New_York",
    ]);
    expect(problems({ ...form, weekly_hours: { mon: [{ start: "10:00", end: "09:00" }] } })).toEqual([
      "weekly_hours.mon.0: must end after it starts",
    ]);
    expect(
      problems({
        ...form,
        weekly_hours: {
          tue: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "13:00" },
          ],
        },
      }),
    ).toEqual(["weekly_hours.tue: must not overlap"]);
  });

  it("tells unsaved changes apart from a form as saved", () => {
    const form = { ...blankMeetingType("UTC", []), name: "Call" };
    expect(sameForm(form, { ...form })).toBe(true);
    expect(sameForm(form, { ...form, buffer_after_minutes: 5 })).toBe(false);
    expect(sameForm(form, null)).toBe(false);
  });
});

describe("a saved type in the form", () => {
  it("keeps only the editable fields (the API refuses id, timestamps and unknown fields)", () => {
    const record = {
      ...blankMeetingType("UTC", []),
      name: "Call",
      id: 3,
      display_order: 0,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    };
    const payload = payloadOf(formOf(record));
    expect(Object.keys(payload)).not.toContain("created_at");
    expect(Object.keys(payload)).not.toContain("id");
    expect(Object.keys(payload).sort()).toEqual(Object.keys(blankMeetingType("UTC", [])).sort());
  });
});
