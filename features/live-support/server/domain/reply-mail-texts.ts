import * as m from "../../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../../shared/i18n/ui-locales.ts";

/**
 * The words of the mail that brings a staff reply to a visitor who had left, in the language the
 * visitor started the conversation in (the widget's language); the texts live in the message
 * catalogue (mail_greeting, mail_reply_*), languages it does not have read English. `{name}` and
 * `{site}` stay placeholders for the caller to fill.
 */
export type ReplyMailTexts = {
  subject: string;
  hello: string;
  continue: string;
};

export function replyMailTexts(locale: string | null | undefined): ReplyMailTexts {
  const o = ui(locale);
  return {
    subject: m.mail_reply_subject({ site: "{site}" }, o),
    hello: m.mail_greeting({ name: "{name}" }, o),
    continue: m.mail_reply_continue({}, o),
  };
}
