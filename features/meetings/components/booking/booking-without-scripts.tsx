import { FallbackText } from "../../../../app/components/fallback-text.tsx";
import type { FallbackLangs } from "../../../../shared/i18n/translate.ts";
import { formatDay, formatTime, formatWhen, type SlotView } from "./booking-api.ts";
import { fill, type BookingTexts } from "./booking-texts.ts";
import { PERSON_NAME_MAX } from "../../../../shared/rules/person-name.ts";

type TypeView = {
  id: number;
  name: string;
  description: string;
  duration_minutes: number;
  time_zone: string;
  fallback?: FallbackLangs;
};

/** The free times of one type for one week, listed by the /book loader when the address names a type. */
export type PlainSlots = { typeId: number; week: number; slots: SlotView[] };

/** What /book's action answers: booked, or the refusal in the page's language and what was typed. */
export type PlainBookingResult =
  | { booked: { typeId: number; scheduledAt: string; email: string } }
  | { error: string; values: { name: string; email: string } };

/** Most weeks ahead the plain list pages to (the script's picker has no limit a person reaches). */
export const PLAIN_MAX_WEEK = 52;

const box = "rounded-lg border border-gray-200 p-4";
const input =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none";

/**
 * /book without scripts (decision 055): rendered inside `<noscript>`, so a browser that runs the
 * page's scripts never shows it (the interactive flow replaces the frame). Times are listed in the
 * meeting type's own zone, the one zone the server knows; a type is chosen by a link (`?type=`),
 * a week by `?week=`, a time by a radio button, and the form posts to /book's action.
 */
export function BookingWithoutScripts({
  types,
  texts,
  locale,
  prefill,
  listed,
  result,
}: {
  types: TypeView[];
  texts: BookingTexts;
  locale: string;
  prefill: { name: string; email: string } | null;
  listed: PlainSlots | null;
  result: PlainBookingResult | null;
}) {
  if (result && "booked" in result) {
    const type = types.find((entry) => entry.id === result.booked.typeId);
    return (
      <div role="status" className="mt-8 rounded-xl border border-green-200 bg-green-50 p-6">
        <h2 className="text-xl font-semibold text-green-900">{texts.booked}</h2>
        <p className="mt-2 text-green-900">
          {type?.name}: {formatWhen(result.booked.scheduledAt, type?.time_zone ?? "UTC", locale)}
        </p>
        <p className="mt-2 text-sm text-green-800">{fill(texts.confirmationSent, { email: result.booked.email })}</p>
      </div>
    );
  }
  if (types.length === 0) return <p className="mt-6 text-gray-700">{texts.noTypes}</p>;
  const type = listed ? types.find((entry) => entry.id === listed.typeId) : undefined;
  const values = result && "error" in result ? result.values : (prefill ?? { name: "", email: "" });
  const days = new Map<string, SlotView[]>();
  if (type && listed) {
    for (const slot of listed.slots) {
      const day = formatDay(slot.start, type.time_zone, locale);
      days.set(day, [...(days.get(day) ?? []), slot]);
    }
  }
  return (
    <div className="mt-6">
      <h2 className="text-lg font-semibold text-gray-900">{texts.chooseMeeting}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {types.map((entry) => (
          <li key={entry.id} className={box}>
            <a href={`?type=${entry.id}`} className="font-medium text-primary underline underline-offset-2">
              <FallbackText view={entry} field="name">
                {entry.name}
              </FallbackText>
            </a>
            <span className="block text-sm text-gray-600">{fill(texts.minutes, { n: entry.duration_minutes })}</span>
          </li>
        ))}
      </ul>
      {type && listed && (
        <form method="post" className="mt-8 grid max-w-xl gap-4">
          <input type="hidden" name="meeting_type_id" value={type.id} />
          <h2 className="text-lg font-semibold text-gray-900">
            {texts.chooseTime}:{" "}
            <FallbackText view={type} field="name">
              {type.name}
            </FallbackText>
          </h2>
          <p className="text-sm text-gray-700">
            {texts.ourTimeZone} {type.time_zone}
          </p>
          {days.size === 0 && <p className="text-gray-700">{texts.noTimes}</p>}
          {[...days].map(([day, slots]) => (
            <fieldset key={day} className={box}>
              <legend className="px-1 font-medium text-gray-900">{day}</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {slots.map((slot) => (
                  <label key={slot.start} className="flex items-center gap-2 text-sm text-gray-900">
                    <input type="radio" name="scheduled_at" value={slot.start} required />
                    {formatTime(slot.start, type.time_zone, locale)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {listed.week < PLAIN_MAX_WEEK && (
            <a href={`?type=${type.id}&week=${listed.week + 1}`} className="text-sm text-primary underline">
              {texts.later}
            </a>
          )}
          <h2 className="text-lg font-semibold text-gray-900">{texts.yourDetails}</h2>
          <label className="block text-sm font-medium text-gray-800">
            {texts.name}
            <input
              name="customer_name"
              required
              maxLength={PERSON_NAME_MAX}
              autoComplete="name"
              defaultValue={values.name}
              className={input}
            />
          </label>
          <label className="block text-sm font-medium text-gray-800">
            {texts.email}
            <input
              name="customer_email"
              type="email"
              required
              autoComplete="email"
              defaultValue={values.email}
              className={input}
            />
          </label>
          {result && "error" in result && (
            <p role="alert" className="text-sm text-red-700">
              {result.error}
            </p>
          )}
          <div>
            <button type="submit" className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white">
              {texts.book}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
