import { NameAndEmailFields, plainInputClass } from "../../../../app/components/ui/plain-form-fields.tsx";
import type { LiveChatTexts } from "./live-chat-texts.ts";

/** The words the plain form shows (plain strings: they travel in the page's loader data). */
export type PlainStartTexts = Pick<LiveChatTexts, "intro" | "name" | "email" | "message" | "start" | "signedInAs">;

/** The `intent` of the help center's plain conversation form (the page has no other form). */
export const START_CONVERSATION_INTENT = "start-conversation";

/** What the plain form shows after a post: started (replies come by e-mail), or the refusal and what was typed. */
export type PlainStartResult =
  | { started: { email: string; confirmation: string } }
  | {
      error: { message: string; field?: "name" | "email" | "message" };
      values: { name: string; email: string; message: string };
    };

/**
 * Live support for a browser without scripts (decision 055), on /help-center inside `<noscript>`:
 * no live chat is possible, so a plain form starts the conversation (a ticket the staff see in
 * their inbox) and the page says the reply comes by e-mail. A browser running scripts never shows
 * it: the site's widget does live support there.
 */
export function StartConversationWithoutScripts({
  t,
  title,
  signedIn,
  result,
}: {
  t: PlainStartTexts;
  title: string;
  signedIn: boolean;
  result: PlainStartResult | null;
}) {
  if (result && "started" in result) {
    return (
      <section aria-labelledby="plain-live-support" className="mt-10 scroll-mt-4" id="live-support">
        <h2 id="plain-live-support" className="mb-4 text-2xl font-semibold tracking-tight text-gray-900">
          {title}
        </h2>
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-green-800">
          {result.started.confirmation}
        </p>
      </section>
    );
  }
  const error = result && "error" in result ? result.error : null;
  const values = result && "values" in result ? result.values : { name: "", email: "", message: "" };
  const describe = (name: "name" | "email" | "message") =>
    error?.field === name ? { "aria-invalid": true, "aria-describedby": "plain-start-error" } : {};
  return (
    <section aria-labelledby="plain-live-support" className="mt-10 scroll-mt-4" id="live-support">
      <h2 id="plain-live-support" className="mb-4 text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h2>
      <p className="text-gray-700">{t.intro}</p>
      <form method="post" className="mt-4 grid max-w-xl gap-4">
        <input type="hidden" name="intent" value={START_CONVERSATION_INTENT} />
        {error && (
          <p id="plain-start-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error.message}
          </p>
        )}
        {signedIn ? (
          <p className="text-sm text-gray-700">{t.signedInAs}</p>
        ) : (
          <NameAndEmailFields
            labels={t}
            values={values}
            labelClassName="block text-sm font-medium text-gray-900"
            fieldProps={describe}
          />
        )}
        <label className="block text-sm font-medium text-gray-900">
          {t.message}
          <textarea
            name="message"
            required
            maxLength={5000}
            rows={5}
            defaultValue={values.message}
            className={plainInputClass}
            {...describe("message")}
          />
        </label>
        <div>
          <button
            type="submit"
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t.start}
          </button>
        </div>
      </form>
    </section>
  );
}
