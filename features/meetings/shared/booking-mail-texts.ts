/**
 * The booking mails' fixed texts in the product's ten UI languages (decision 041): the guest reads
 * them in the language they booked under, else the site's default. Like the header's chrome
 * labels, languages without a set read English. `{title}`, `{when}`, `{name}` are filled in.
 */
export type BookingMailTexts = {
  subjects: { confirmed: string; rescheduled: string; cancelled: string; reminder: string };
  hello: string;
  booked: string;
  alsoAt: string;
  starts: string;
  cancelledLine: string;
  join: string;
  reschedule: string;
  cancel: string;
  /** Intl locale for the dates. */
  dateLocale: string;
};

const en: BookingMailTexts = {
  subjects: {
    confirmed: "Booking confirmed",
    rescheduled: "Booking moved",
    cancelled: "Booking cancelled",
    reminder: "Reminder",
  },
  hello: "Hello {name},",
  booked: "Your {title} is booked for {when}",
  alsoAt: "— {when}",
  starts: "Your {title} starts {when}.",
  cancelledLine: "Your {title} on {when} is cancelled.",
  join: "Join the meeting",
  reschedule: "Reschedule",
  cancel: "Cancel",
  dateLocale: "en-GB",
};

const TEXTS: Record<string, BookingMailTexts> = {
  en,
  es: {
    subjects: {
      confirmed: "Reserva confirmada",
      rescheduled: "Reserva cambiada",
      cancelled: "Reserva cancelada",
      reminder: "Recordatorio",
    },
    hello: "Hola {name}:",
    booked: "Su cita «{title}» está reservada para el {when}",
    alsoAt: "— {when}",
    starts: "Su cita «{title}» empieza el {when}.",
    cancelledLine: "Su cita «{title}» del {when} está cancelada.",
    join: "Unirse a la reunión",
    reschedule: "Cambiar la hora",
    cancel: "Cancelar",
    dateLocale: "es-ES",
  },
  fr: {
    subjects: {
      confirmed: "Réservation confirmée",
      rescheduled: "Réservation déplacée",
      cancelled: "Réservation annulée",
      reminder: "Rappel",
    },
    hello: "Bonjour {name},",
    booked: "Votre {title} est réservé pour le {when}",
    alsoAt: "— {when}",
    starts: "Votre {title} commence le {when}.",
    cancelledLine: "Votre {title} du {when} est annulé.",
    join: "Rejoindre la réunion",
    reschedule: "Changer l’horaire",
    cancel: "Annuler",
    dateLocale: "fr-FR",
  },
  de: {
    subjects: {
      confirmed: "Buchung bestätigt",
      rescheduled: "Buchung verschoben",
      cancelled: "Buchung storniert",
      reminder: "Erinnerung",
    },
    hello: "Hallo {name},",
    booked: "Ihr Termin „{title}“ ist gebucht für {when}",
    alsoAt: "— {when}",
    starts: "Ihr Termin „{title}“ beginnt am {when}.",
    cancelledLine: "Ihr Termin „{title}“ am {when} ist storniert.",
    join: "Am Meeting teilnehmen",
    reschedule: "Verschieben",
    cancel: "Stornieren",
    dateLocale: "de-DE",
  },
  it: {
    subjects: {
      confirmed: "Prenotazione confermata",
      rescheduled: "Prenotazione spostata",
      cancelled: "Prenotazione annullata",
      reminder: "Promemoria",
    },
    hello: "Ciao {name},",
    booked: "Il tuo {title} è prenotato per {when}",
    alsoAt: "— {when}",
    starts: "Il tuo {title} inizia {when}.",
    cancelledLine: "Il tuo {title} di {when} è annullato.",
    join: "Partecipa alla riunione",
    reschedule: "Cambia orario",
    cancel: "Annulla",
    dateLocale: "it-IT",
  },
  pt: {
    subjects: {
      confirmed: "Reserva confirmada",
      rescheduled: "Reserva alterada",
      cancelled: "Reserva cancelada",
      reminder: "Lembrete",
    },
    hello: "Olá {name},",
    booked: "A sua {title} está marcada para {when}",
    alsoAt: "— {when}",
    starts: "A sua {title} começa {when}.",
    cancelledLine: "A sua {title} de {when} foi cancelada.",
    join: "Entrar na reunião",
    reschedule: "Alterar horário",
    cancel: "Cancelar",
    dateLocale: "pt-PT",
  },
  ru: {
    subjects: {
      confirmed: "Запись подтверждена",
      rescheduled: "Запись перенесена",
      cancelled: "Запись отменена",
      reminder: "Напоминание",
    },
    hello: "Здравствуйте, {name}!",
    booked: "Ваша встреча «{title}» назначена на {when}",
    alsoAt: "— {when}",
    starts: "Ваша встреча «{title}» начинается {when}.",
    cancelledLine: "Ваша встреча «{title}» {when} отменена.",
    join: "Присоединиться к встрече",
    reschedule: "Перенести",
    cancel: "Отменить",
    dateLocale: "ru-RU",
  },
  pl: {
    subjects: {
      confirmed: "Rezerwacja potwierdzona",
      rescheduled: "Rezerwacja przeniesiona",
      cancelled: "Rezerwacja odwołana",
      reminder: "Przypomnienie",
    },
    hello: "Dzień dobry {name},",
    booked: "Spotkanie „{title}” jest zarezerwowane na {when}",
    alsoAt: "— {when}",
    starts: "Spotkanie „{title}” zaczyna się {when}.",
    cancelledLine: "Spotkanie „{title}” ({when}) zostało odwołane.",
    join: "Dołącz do spotkania",
    reschedule: "Zmień termin",
    cancel: "Odwołaj",
    dateLocale: "pl-PL",
  },
  zh: {
    subjects: {
      confirmed: "预约已确认",
      rescheduled: "预约已改期",
      cancelled: "预约已取消",
      reminder: "提醒",
    },
    hello: "{name}，您好：",
    booked: "您的“{title}”已预约在 {when}",
    alsoAt: "— {when}",
    starts: "您的“{title}”将于 {when} 开始。",
    cancelledLine: "您在 {when} 的“{title}”已取消。",
    join: "加入会议",
    reschedule: "改期",
    cancel: "取消",
    dateLocale: "zh-CN",
  },
  ja: {
    subjects: {
      confirmed: "予約が確定しました",
      rescheduled: "予約が変更されました",
      cancelled: "予約がキャンセルされました",
      reminder: "リマインダー",
    },
    hello: "{name} 様",
    booked: "「{title}」のご予約は {when} です",
    alsoAt: "— {when}",
    starts: "「{title}」は {when} に始まります。",
    cancelledLine: "{when} の「{title}」はキャンセルされました。",
    join: "ミーティングに参加",
    reschedule: "日時を変更",
    cancel: "キャンセル",
    dateLocale: "ja-JP",
  },
};

export function bookingMailTexts(locale: string | null | undefined): BookingMailTexts {
  return (locale && TEXTS[locale]) || en;
}

/** `{key}` placeholders filled with `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
