/**
 * The words of the mail that brings a staff reply to a visitor who had left, in the language the
 * visitor started the conversation in (the widget's language); languages without a set read
 * English, as the booking mails do. `{name}` and `{site}` are filled in.
 */
export type ReplyMailTexts = {
  subject: string;
  hello: string;
  continue: string;
};

const en: ReplyMailTexts = {
  subject: "{site} replied to your message",
  hello: "Hello {name},",
  continue: "Continue the conversation",
};

const TEXTS: Record<string, ReplyMailTexts> = {
  en,
  es: {
    subject: "{site} ha respondido a su mensaje",
    hello: "Hola {name}:",
    continue: "Continuar la conversación",
  },
  fr: {
    subject: "{site} a répondu à votre message",
    hello: "Bonjour {name},",
    continue: "Poursuivre la conversation",
  },
  de: {
    subject: "{site} hat auf Ihre Nachricht geantwortet",
    hello: "Hallo {name},",
    continue: "Das Gespräch fortsetzen",
  },
  it: {
    subject: "{site} ha risposto al tuo messaggio",
    hello: "Ciao {name},",
    continue: "Continua la conversazione",
  },
  pt: {
    subject: "{site} respondeu à sua mensagem",
    hello: "Olá {name},",
    continue: "Continuar a conversa",
  },
  ru: {
    subject: "{site} ответил на ваше сообщение",
    hello: "Здравствуйте, {name}!",
    continue: "Продолжить разговор",
  },
  pl: {
    subject: "{site} odpowiedział na Twoją wiadomość",
    hello: "Dzień dobry {name},",
    continue: "Kontynuuj rozmowę",
  },
  zh: {
    subject: "{site} 回复了您的消息",
    hello: "{name}，您好：",
    continue: "继续对话",
  },
  ja: {
    subject: "{site} からメッセージへの返信が届きました",
    hello: "{name} 様",
    continue: "会話を続ける",
  },
};

export function replyMailTexts(locale: string | null | undefined): ReplyMailTexts {
  return (locale && TEXTS[locale]) || en;
}
