/** Texts of the cookie banner (page language; English where none is written yet). */
export type BannerTexts = { title: string; body: string; settings: string; reject: string; accept: string };

const BANNER: Record<string, BannerTexts> = {
  en: {
    title: "Cookies on this site",
    body: "We use essential cookies to run this site and, if you agree, analytics and marketing cookies to improve it.",
    settings: "Settings",
    reject: "Reject all",
    accept: "Accept all",
  },
  es: {
    title: "Cookies en este sitio",
    body: "Usamos cookies esenciales para que el sitio funcione y, si lo acepta, cookies de analítica y marketing para mejorarlo.",
    settings: "Configuración",
    reject: "Rechazar todas",
    accept: "Aceptar todas",
  },
  fr: {
    title: "Cookies sur ce site",
    body: "Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, des cookies de mesure et de marketing pour l'améliorer.",
    settings: "Paramètres",
    reject: "Tout refuser",
    accept: "Tout accepter",
  },
  de: {
    title: "Cookies auf dieser Website",
    body: "Wir verwenden notwendige Cookies für den Betrieb der Website und, wenn Sie zustimmen, Statistik- und Marketing-Cookies, um sie zu verbessern.",
    settings: "Einstellungen",
    reject: "Alle ablehnen",
    accept: "Alle akzeptieren",
  },
  it: {
    title: "Cookie su questo sito",
    body: "Usiamo cookie essenziali per far funzionare il sito e, se acconsenti, cookie statistici e di marketing per migliorarlo.",
    settings: "Impostazioni",
    reject: "Rifiuta tutti",
    accept: "Accetta tutti",
  },
};

export function bannerTexts(locale: string): BannerTexts {
  return BANNER[locale] ?? BANNER.en!;
}

/** The language suggestion speaks the suggested language: the one the visitor reads. */
export type SuggestionTexts = { title: string; body: (language: string) => string; switch: string; stay: string };

const SUGGESTION: Record<string, SuggestionTexts> = {
  en: {
    title: "Change language?",
    body: (l) => `This site is also available in ${l}.`,
    switch: "Switch",
    stay: "No, thanks",
  },
  es: {
    title: "¿Cambiar de idioma?",
    body: (l) => `Este sitio también está disponible en ${l}.`,
    switch: "Cambiar",
    stay: "No, gracias",
  },
  fr: {
    title: "Changer de langue ?",
    body: (l) => `Ce site existe aussi en ${l}.`,
    switch: "Changer",
    stay: "Non merci",
  },
  de: {
    title: "Sprache wechseln?",
    body: (l) => `Diese Website gibt es auch auf ${l}.`,
    switch: "Wechseln",
    stay: "Nein, danke",
  },
  it: {
    title: "Cambiare lingua?",
    body: (l) => `Questo sito è disponibile anche in ${l}.`,
    switch: "Cambia",
    stay: "No, grazie",
  },
  pt: {
    title: "Mudar de idioma?",
    body: (l) => `Este site também está disponível em ${l}.`,
    switch: "Mudar",
    stay: "Não, obrigado",
  },
  nl: {
    title: "Taal wijzigen?",
    body: (l) => `Deze site is ook beschikbaar in het ${l}.`,
    switch: "Wijzigen",
    stay: "Nee, bedankt",
  },
  pl: {
    title: "Zmienić język?",
    body: (l) => `Ta strona jest dostępna także w języku: ${l}.`,
    switch: "Zmień",
    stay: "Nie, dziękuję",
  },
  ru: {
    title: "Сменить язык?",
    body: (l) => `Этот сайт также доступен на языке: ${l}.`,
    switch: "Сменить",
    stay: "Нет, спасибо",
  },
  ja: {
    title: "言語を切り替えますか?",
    body: (l) => `このサイトは${l}でもご覧いただけます。`,
    switch: "切り替える",
    stay: "いいえ",
  },
  zh: {
    title: "切换语言?",
    body: (l) => `本网站也提供${l}版本。`,
    switch: "切换",
    stay: "不用了",
  },
};

export function suggestionTexts(locale: string): SuggestionTexts {
  return SUGGESTION[locale] ?? SUGGESTION.en!;
}
