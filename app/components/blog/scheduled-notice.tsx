import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../ui/ui-language.tsx";
import { useDateTime } from "../use-date-time.ts";

/**
 * Shown to admins above a post or page whose publish time lies ahead (visitors get a 404 until
 * then, so they never see it), in the person's UI language and time zone (decision 080).
 */
export function ScheduledNotice({ at }: { at: string }) {
  const when = useDateTime();
  const text = when(at);
  // The time is an element inside the sentence: the message places it, the markup wraps it.
  const [before = "", after = ""] = m.visitor_scheduledPublishes({ time: "{time}" }, useUiLanguage()).split("{time}");
  return (
    <p
      role="status"
      data-scheduled-for={at}
      className="mx-auto mt-4 w-fit rounded-full border border-amber-300 bg-amber-50 px-4 py-1 text-sm font-medium text-amber-900"
    >
      {before}
      <time dateTime={at}>{text}</time>
      {after || null}
    </p>
  );
}
