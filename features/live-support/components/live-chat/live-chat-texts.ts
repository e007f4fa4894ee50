import * as m from "../../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../../shared/i18n/ui-locales.ts";

/**
 * Live support's words in the widget and on /account/profile/tickets (decision 038), in the
 * product's UI languages (message catalogue, visitor_chat_*); other languages read English. The "nobody online" promise names the reply time the
 * server gives (LIVE_SUPPORT_REPLY_HOURS).
 */
export type LiveChatTexts = {
  intro: string;
  online: string;
  offline: (hours: number) => string;
  /** The plain form's confirmation (no scripts, so no live chat): the answer comes by e-mail. */
  startedByMail: (email: string, hours: number) => string;
  name: string;
  email: string;
  message: string;
  start: string;
  starting: string;
  signedInAs: string;
  handover: string;
  messagesLabel: string;
  you: string;
  assistant: string;
  talkingWith: (name: string) => string;
  waiting: string;
  typing: (name: string) => string;
  sent: string;
  read: string;
  sending: string;
  send: string;
  reply: string;
  notSent: string;
  /** Images (decision 038): the button, the image's fallback description, the failed upload. */
  attachImage: string;
  imageFrom: (name: string) => string;
  imageNotSent: string;
  offlineNotice: string;
  resolved: string;
  newConversation: string;
  loadError: string;
  retry: string;
  loading: string;
  ticketsTitle: string;
  ticketsIntro: string;
  noTickets: string;
  openTicket: string;
  status: Record<"open" | "pending" | "resolved", string>;
  lastMessage: string;
  backToTickets: string;
  backToAccount: string;
  /** The API's refusals, said in the widget's language (the API's own texts are English). */
  missingName: string;
  missingMessage: string;
  invalidEmail: string;
  tooMany: string;
};

export function liveChatTexts(locale: string): LiveChatTexts {
  const o = ui(locale.split("-")[0]);
  return {
    intro: m.visitor_chat_intro({}, o),
    online: m.visitor_chat_online({}, o),
    offline: (hours) => m.visitor_chat_offline({ hours }, o),
    startedByMail: (email, hours) => m.visitor_chat_startedByMail({ email, hours }, o),
    name: m.visitor_chat_name({}, o),
    email: m.visitor_chat_email({}, o),
    message: m.visitor_chat_message({}, o),
    start: m.visitor_chat_start({}, o),
    starting: m.visitor_chat_starting({}, o),
    signedInAs: m.visitor_chat_signedInAs({}, o),
    handover: m.visitor_chat_handover({}, o),
    messagesLabel: m.visitor_chat_messagesLabel({}, o),
    you: m.visitor_chat_you({}, o),
    assistant: m.visitor_chat_assistant({}, o),
    talkingWith: (name) => m.visitor_chat_talkingWith({ name }, o),
    waiting: m.visitor_chat_waiting({}, o),
    typing: (name) => m.visitor_chat_typing({ name }, o),
    sent: m.visitor_chat_sent({}, o),
    read: m.visitor_chat_read({}, o),
    sending: m.visitor_chat_sending({}, o),
    send: m.visitor_chat_send({}, o),
    reply: m.visitor_chat_reply({}, o),
    notSent: m.visitor_chat_notSent({}, o),
    attachImage: m.visitor_chat_attachImage({}, o),
    imageFrom: (name) => m.visitor_chat_imageFrom({ name }, o),
    imageNotSent: m.visitor_chat_imageNotSent({}, o),
    offlineNotice: m.visitor_chat_offlineNotice({}, o),
    resolved: m.visitor_chat_resolved({}, o),
    newConversation: m.visitor_chat_newConversation({}, o),
    loadError: m.visitor_chat_loadError({}, o),
    retry: m.visitor_chat_retry({}, o),
    loading: m.visitor_chat_loading({}, o),
    ticketsTitle: m.visitor_chat_ticketsTitle({}, o),
    ticketsIntro: m.visitor_chat_ticketsIntro({}, o),
    noTickets: m.visitor_chat_noTickets({}, o),
    openTicket: m.visitor_chat_openTicket({}, o),
    status: {
      open: m.visitor_chat_status_open({}, o),
      pending: m.visitor_chat_status_pending({}, o),
      resolved: m.visitor_chat_status_resolved({}, o),
    },
    lastMessage: m.visitor_chat_lastMessage({}, o),
    backToTickets: m.visitor_chat_backToTickets({}, o),
    backToAccount: m.visitor_chat_backToAccount({}, o),
    missingName: m.visitor_chat_missingName({}, o),
    missingMessage: m.visitor_chat_missingMessage({}, o),
    invalidEmail: m.visitor_chat_invalidEmail({}, o),
    tooMany: m.visitor_chat_tooMany({}, o),
  };
}
