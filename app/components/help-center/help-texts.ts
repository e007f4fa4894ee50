import type { HelpSize, HelpView } from "./widget-state.ts";

/**
 * The help center's own words (the dialog and /help-center), for the demo languages; other
 * languages read English. The content itself (FAQs, articles, features) comes translated from the
 * server. Loaded with the dialog or the page, never in a page's first download.
 */
export type HelpTexts = {
  title: string;
  views: Record<HelpView, string>;
  welcomeTitle: string;
  welcomeBody: string;
  viewHints: Record<Exclude<HelpView, "welcome">, string>;
  back: string;
  close: string;
  sizes: Record<HelpSize, string>;
  resize: (next: string) => string;
  toChat: string;
  toHelp: string;
  loading: string;
  loadError: string;
  retry: string;
  empty: string;
  general: string;
  openPage: string;
  backToTop: string;
  liveSupportTitle: string;
  liveSupportAskAi: string;
  assistantUnavailable: string;
  askLabel: string;
  askPlaceholder: string;
  ask: string;
  asking: string;
  sources: string;
  helpful: string;
  notHelpful: string;
  solved: string;
  thanks: string;
  notAnswered: string;
  talkToPerson: string;
  askAssistantAgain: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  noResults: (query: string) => string;
  searchError: string;
  backToSite: string;
  pageIntro: string;
  language: string;
};

const en: HelpTexts = {
  title: "Help center",
  views: {
    welcome: "Help center",
    faq: "FAQ",
    "knowledge-base": "Knowledge base",
    features: "Features",
    "live-support": "Live support",
    ai: "AI assistant",
  },
  welcomeTitle: "How can we help?",
  welcomeBody: "Search our answers, browse the guides or ask the assistant.",
  viewHints: {
    faq: "Quick answers to common questions",
    "knowledge-base": "Guides and articles, step by step",
    features: "What we offer",
    "live-support": "Talk to our team",
    ai: "Answers from our own pages, with sources",
  },
  back: "Back",
  close: "Close",
  sizes: { initial: "Window", half: "Half screen", fullscreen: "Full screen" },
  resize: (next) => `Resize: ${next}`,
  toChat: "Switch to the chat widget",
  toHelp: "Open the full help center",
  loading: "Loading…",
  loadError: "The help center could not be loaded. Please try again.",
  retry: "Try again",
  empty: "Nothing here yet.",
  general: "General",
  openPage: "Open the article's page",
  backToTop: "Back to top",
  liveSupportTitle: "Live support",
  liveSupportAskAi: "Ask the AI assistant",
  assistantUnavailable: "The AI assistant is not available on this site.",
  askLabel: "Your question",
  askPlaceholder: "Ask a question about our services",
  ask: "Ask",
  asking: "Looking for an answer…",
  sources: "Sources",
  helpful: "Helpful",
  notHelpful: "Not helpful",
  solved: "This solved my question",
  thanks: "Thank you for your feedback.",
  notAnswered: "I don't know the answer to that from our pages.",
  talkToPerson: "Talk to a person",
  askAssistantAgain: "Ask the assistant again",
  searchLabel: "Search the help center",
  searchPlaceholder: "Search questions and articles",
  search: "Search",
  noResults: (query) => `No results for “${query}”.`,
  searchError: "Search is not available right now. Please try again later.",
  backToSite: "Back to the site",
  pageIntro: "Answers, guides and everything we offer, in one place.",
  language: "Language",
};

const es: HelpTexts = {
  title: "Centro de ayuda",
  views: {
    welcome: "Centro de ayuda",
    faq: "Preguntas frecuentes",
    "knowledge-base": "Base de conocimiento",
    features: "Características",
    "live-support": "Soporte en vivo",
    ai: "Asistente de IA",
  },
  welcomeTitle: "¿Cómo podemos ayudarle?",
  welcomeBody: "Busque en nuestras respuestas, consulte las guías o pregunte al asistente.",
  viewHints: {
    faq: "Respuestas rápidas a preguntas habituales",
    "knowledge-base": "Guías y artículos, paso a paso",
    features: "Lo que ofrecemos",
    "live-support": "Hable con nuestro equipo",
    ai: "Respuestas de nuestras propias páginas, con fuentes",
  },
  back: "Atrás",
  close: "Cerrar",
  sizes: { initial: "Ventana", half: "Media pantalla", fullscreen: "Pantalla completa" },
  resize: (next) => `Tamaño: ${next}`,
  toChat: "Cambiar al widget de chat",
  toHelp: "Abrir el centro de ayuda completo",
  loading: "Cargando…",
  loadError: "No se pudo cargar el centro de ayuda. Inténtelo de nuevo.",
  retry: "Reintentar",
  empty: "Todavía no hay nada aquí.",
  general: "General",
  openPage: "Abrir la página del artículo",
  backToTop: "Volver arriba",
  liveSupportTitle: "Soporte en vivo",
  liveSupportAskAi: "Preguntar al asistente de IA",
  assistantUnavailable: "El asistente de IA no está disponible en este sitio.",
  askLabel: "Su pregunta",
  askPlaceholder: "Pregunte sobre nuestros servicios",
  ask: "Preguntar",
  asking: "Buscando una respuesta…",
  sources: "Fuentes",
  helpful: "Útil",
  notHelpful: "No útil",
  solved: "Esto resolvió mi pregunta",
  thanks: "Gracias por su opinión.",
  notAnswered: "No conozco la respuesta a eso a partir de nuestras páginas.",
  talkToPerson: "Hablar con una persona",
  askAssistantAgain: "Preguntar de nuevo al asistente",
  searchLabel: "Buscar en el centro de ayuda",
  searchPlaceholder: "Buscar preguntas y artículos",
  search: "Buscar",
  noResults: (query) => `No hay resultados para «${query}».`,
  searchError: "La búsqueda no está disponible ahora. Inténtelo más tarde.",
  backToSite: "Volver al sitio",
  pageIntro: "Respuestas, guías y todo lo que ofrecemos, en un solo lugar.",
  language: "Idioma",
};

const fr: HelpTexts = {
  title: "Centre d’aide",
  views: {
    welcome: "Centre d’aide",
    faq: "FAQ",
    "knowledge-base": "Base de connaissances",
    features: "Fonctionnalités",
    "live-support": "Assistance en direct",
    ai: "Assistant IA",
  },
  welcomeTitle: "Comment pouvons-nous vous aider ?",
  welcomeBody: "Cherchez dans nos réponses, parcourez les guides ou interrogez l’assistant.",
  viewHints: {
    faq: "Des réponses rapides aux questions courantes",
    "knowledge-base": "Guides et articles, pas à pas",
    features: "Ce que nous proposons",
    "live-support": "Parler à notre équipe",
    ai: "Des réponses tirées de nos pages, avec leurs sources",
  },
  back: "Retour",
  close: "Fermer",
  sizes: { initial: "Fenêtre", half: "Demi-écran", fullscreen: "Plein écran" },
  resize: (next) => `Taille : ${next}`,
  toChat: "Passer au widget de chat",
  toHelp: "Ouvrir le centre d’aide complet",
  loading: "Chargement…",
  loadError: "Le centre d’aide n’a pas pu être chargé. Veuillez réessayer.",
  retry: "Réessayer",
  empty: "Rien pour le moment.",
  general: "Général",
  openPage: "Ouvrir la page de l’article",
  backToTop: "Retour en haut",
  liveSupportTitle: "Assistance en direct",
  liveSupportAskAi: "Interroger l’assistant IA",
  assistantUnavailable: "L’assistant IA n’est pas disponible sur ce site.",
  askLabel: "Votre question",
  askPlaceholder: "Posez une question sur nos services",
  ask: "Demander",
  asking: "Recherche d’une réponse…",
  sources: "Sources",
  helpful: "Utile",
  notHelpful: "Pas utile",
  solved: "Cela a résolu ma question",
  thanks: "Merci pour votre avis.",
  notAnswered: "Je ne connais pas la réponse d’après nos pages.",
  talkToPerson: "Parler à une personne",
  askAssistantAgain: "Demander à nouveau à l’assistant",
  searchLabel: "Rechercher dans le centre d’aide",
  searchPlaceholder: "Rechercher questions et articles",
  search: "Rechercher",
  noResults: (query) => `Aucun résultat pour « ${query} ».`,
  searchError: "La recherche n’est pas disponible pour le moment. Réessayez plus tard.",
  backToSite: "Retour au site",
  pageIntro: "Réponses, guides et tout ce que nous proposons, au même endroit.",
  language: "Langue",
};

const de: HelpTexts = {
  title: "Hilfe-Center",
  views: {
    welcome: "Hilfe-Center",
    faq: "FAQ",
    "knowledge-base": "Wissensdatenbank",
    features: "Funktionen",
    "live-support": "Live-Support",
    ai: "KI-Assistent",
  },
  welcomeTitle: "Wie können wir helfen?",
  welcomeBody: "Durchsuchen Sie unsere Antworten, lesen Sie die Anleitungen oder fragen Sie den Assistenten.",
  viewHints: {
    faq: "Schnelle Antworten auf häufige Fragen",
    "knowledge-base": "Anleitungen und Artikel, Schritt für Schritt",
    features: "Was wir bieten",
    "live-support": "Mit unserem Team sprechen",
    ai: "Antworten aus unseren eigenen Seiten, mit Quellen",
  },
  back: "Zurück",
  close: "Schließen",
  sizes: { initial: "Fenster", half: "Halber Bildschirm", fullscreen: "Vollbild" },
  resize: (next) => `Größe: ${next}`,
  toChat: "Zum Chat-Widget wechseln",
  toHelp: "Das ganze Hilfe-Center öffnen",
  loading: "Wird geladen …",
  loadError: "Das Hilfe-Center konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  retry: "Erneut versuchen",
  empty: "Hier gibt es noch nichts.",
  general: "Allgemein",
  openPage: "Die Seite des Artikels öffnen",
  backToTop: "Nach oben",
  liveSupportTitle: "Live-Support",
  liveSupportAskAi: "Den KI-Assistenten fragen",
  assistantUnavailable: "Der KI-Assistent ist auf dieser Website nicht verfügbar.",
  askLabel: "Ihre Frage",
  askPlaceholder: "Stellen Sie eine Frage zu unseren Leistungen",
  ask: "Fragen",
  asking: "Antwort wird gesucht …",
  sources: "Quellen",
  helpful: "Hilfreich",
  notHelpful: "Nicht hilfreich",
  solved: "Das hat meine Frage gelöst",
  thanks: "Danke für Ihre Rückmeldung.",
  notAnswered: "Darauf kenne ich aus unseren Seiten keine Antwort.",
  talkToPerson: "Mit einem Menschen sprechen",
  askAssistantAgain: "Erneut den Assistenten fragen",
  searchLabel: "Im Hilfe-Center suchen",
  searchPlaceholder: "Fragen und Artikel durchsuchen",
  search: "Suchen",
  noResults: (query) => `Keine Ergebnisse für „${query}“.`,
  searchError: "Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später.",
  backToSite: "Zurück zur Website",
  pageIntro: "Antworten, Anleitungen und alles, was wir bieten, an einem Ort.",
  language: "Sprache",
};

const it: HelpTexts = {
  title: "Centro assistenza",
  views: {
    welcome: "Centro assistenza",
    faq: "Domande frequenti",
    "knowledge-base": "Base di conoscenza",
    features: "Caratteristiche",
    "live-support": "Supporto dal vivo",
    ai: "Assistente IA",
  },
  welcomeTitle: "Come possiamo aiutarti?",
  welcomeBody: "Cerca tra le nostre risposte, sfoglia le guide o chiedi all’assistente.",
  viewHints: {
    faq: "Risposte rapide alle domande comuni",
    "knowledge-base": "Guide e articoli, passo dopo passo",
    features: "Cosa offriamo",
    "live-support": "Parla con il nostro team",
    ai: "Risposte dalle nostre pagine, con le fonti",
  },
  back: "Indietro",
  close: "Chiudi",
  sizes: { initial: "Finestra", half: "Metà schermo", fullscreen: "Schermo intero" },
  resize: (next) => `Dimensione: ${next}`,
  toChat: "Passa al widget di chat",
  toHelp: "Apri il centro assistenza completo",
  loading: "Caricamento…",
  loadError: "Non è stato possibile caricare il centro assistenza. Riprova.",
  retry: "Riprova",
  empty: "Ancora niente qui.",
  general: "Generale",
  openPage: "Apri la pagina dell’articolo",
  backToTop: "Torna su",
  liveSupportTitle: "Supporto dal vivo",
  liveSupportAskAi: "Chiedi all’assistente IA",
  assistantUnavailable: "L’assistente IA non è disponibile su questo sito.",
  askLabel: "La tua domanda",
  askPlaceholder: "Fai una domanda sui nostri servizi",
  ask: "Chiedi",
  asking: "Cerco una risposta…",
  sources: "Fonti",
  helpful: "Utile",
  notHelpful: "Non utile",
  solved: "Questo ha risolto la mia domanda",
  thanks: "Grazie per il tuo riscontro.",
  notAnswered: "Non conosco la risposta a questo dalle nostre pagine.",
  talkToPerson: "Parla con una persona",
  askAssistantAgain: "Chiedi di nuovo all’assistente",
  searchLabel: "Cerca nel centro assistenza",
  searchPlaceholder: "Cerca domande e articoli",
  search: "Cerca",
  noResults: (query) => `Nessun risultato per «${query}».`,
  searchError: "La ricerca non è disponibile al momento. Riprova più tardi.",
  backToSite: "Torna al sito",
  pageIntro: "Risposte, guide e tutto ciò che offriamo, in un unico posto.",
  language: "Lingua",
};

const TEXTS: Record<string, HelpTexts> = { en, es, fr, de, it };

export function helpTexts(locale: string): HelpTexts {
  return TEXTS[locale] ?? en;
}
