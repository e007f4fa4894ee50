import { FallbackText } from "../../../../app/components/fallback-text.tsx";
import type { FallbackLangs } from "../../../../shared/i18n/translate.ts";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button, Field, Input } from "../../../../app/components/ui/plain-controls.tsx";
import {
  bookingErrorText,
  type BookingApiError,
  createBooking,
  detectedTimeZone,
  formatWhen,
  type BookingView,
  type SlotView,
} from "./booking-api.ts";
import { fill, type BookingTexts } from "./booking-texts.ts";
import { SlotPicker } from "./slot-picker.tsx";
import { PERSON_NAME_MAX } from "../../../../shared/rules/person-name.ts";

type TypeView = {
  id: number;
  name: string;
  description: string;
  duration_minutes: number;
  time_zone: string;
  fallback?: FallbackLangs;
};

/** The /book flow: type, time (in the visitor's zone), name and e-mail, confirmation. */
export function BookingFlow({
  types,
  locale,
  linkLocale,
  prefill,
  texts,
}: {
  types: TypeView[];
  locale: string;
  linkLocale: string;
  prefill: { name: string; email: string } | null;
  texts: BookingTexts;
}) {
  const formId = useId();
  const [typeId, setTypeId] = useState<number | null>(types.length === 1 ? types[0]!.id : null);
  // Rendered in the browser only (after hydration): the zone is the browser's from the start.
  const [timeZone, setTimeZone] = useState(detectedTimeZone);
  const [slot, setSlot] = useState<SlotView | null>(null);
  const [name, setName] = useState(prefill?.name ?? "");
  const [email, setEmail] = useState(prefill?.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<BookingView | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => confirmation.current?.focus(), [booked]);

  const type = types.find((entry) => entry.id === typeId) ?? null;

  if (types.length === 0) return <p className="mt-6 text-gray-700">{texts.noTypes}</p>;

  if (booked && type) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="mt-8 rounded-xl border border-green-200 bg-green-50 p-6 outline-none"
      >
        <h2 className="text-xl font-semibold text-green-900">{texts.booked}</h2>
        <p className="mt-2 text-green-900">
          {/* The type's name as listed, in the page's language (the booking keeps the base name). */}
          <FallbackText view={type} field="name">
            {type.name}
          </FallbackText>
          : {formatWhen(booked.scheduled_at, timeZone, locale)}
        </p>
        {type.time_zone !== timeZone && (
          <p className="mt-1 text-sm text-green-800">
            {fill(texts.thatIs, { when: formatWhen(booked.scheduled_at, type.time_zone, locale) })}
          </p>
        )}
        <p className="mt-2 text-sm text-green-800">{fill(texts.confirmationSent, { email })}</p>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!type || !slot) return setError(texts.pickTime);
    setBusy(true);
    setError(null);
    try {
      const answer = await createBooking({
        meeting_type_id: type.id,
        scheduled_at: slot.start,
        customer_name: name,
        customer_email: email,
        time_zone: timeZone,
        ...(linkLocale ? { locale: linkLocale } : {}),
      });
      setBooked(answer.booking);
    } catch (reason) {
      const failure = reason as BookingApiError;
      setError(bookingErrorText(failure, texts));
      // Taken meanwhile: the free times again, and choose another.
      if (failure.status === 409) {
        setSlot(null);
        setRefreshKey((key) => key + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <fieldset>
        <legend className="text-lg font-semibold text-gray-900">{texts.chooseMeeting}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {types.map((entry) => (
            <label
              key={entry.id}
              className="flex cursor-pointer gap-3 rounded-lg border border-gray-200 p-4 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
            >
              <input
                type="radio"
                name="meeting-type"
                value={entry.id}
                checked={typeId === entry.id}
                onChange={() => {
                  setTypeId(entry.id);
                  setSlot(null);
                }}
                className="mt-1"
              />
              <span>
                <span className="block font-medium text-gray-900">
                  <FallbackText view={entry} field="name">
                    {entry.name}
                  </FallbackText>
                </span>
                <span className="block text-sm text-gray-600">
                  {fill(texts.minutes, { n: entry.duration_minutes })}
                </span>
                {entry.description && (
                  <span className="mt-1 block text-sm text-gray-600">
                    <FallbackText view={entry} field="description">
                      {entry.description}
                    </FallbackText>
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {type && (
        <SlotPicker
          typeId={type.id}
          organizationZone={type.time_zone}
          timeZone={timeZone}
          onTimeZone={(zone) => {
            setTimeZone(zone);
            setSlot(null);
          }}
          locale={locale}
          selected={slot?.start ?? null}
          onSelect={(chosen) => {
            setSlot(chosen);
            setError(null);
          }}
          refreshKey={refreshKey}
          texts={texts}
        />
      )}
      {type && (
        <form id={formId} onSubmit={submit} noValidate className="mt-8 grid max-w-md gap-4">
          <h2 className="text-lg font-semibold text-gray-900">{texts.yourDetails}</h2>
          {slot && (
            <p className="text-sm text-gray-700" data-testid="chosen-time">
              {formatWhen(slot.start, timeZone, locale)}
            </p>
          )}
          <Field id={`${formId}-name`} label={texts.name} required>
            <Input
              id={`${formId}-name`}
              autoComplete="name"
              required
              maxLength={PERSON_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field id={`${formId}-email`} label={texts.email} required>
            <Input
              id={`${formId}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" variant="brand" disabled={busy}>
            {busy ? texts.booking : texts.book}
          </Button>
        </form>
      )}
    </div>
  );
}
