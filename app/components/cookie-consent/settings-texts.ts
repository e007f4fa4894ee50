/**
 * Texts of the cookie settings dialog. The error and state messages are the spec's own
 * (public-site §8) and stay exactly as written; the labels around them follow the page language.
 */
export const SETTINGS_MESSAGES = {
  loadFailed: "Failed to load categories. Please try again.",
  timedOut: "Loading timed out. Please try refreshing the page.",
  consentFailed: "Failed to save consent. Please try again.",
  settingsFailed: "Failed to save settings. Please try again.",
  noOrganization: "Organization ID not found",
} as const;

export type SettingsLabels = {
  title: string;
  description: string;
  categories: string;
  services: string;
  alwaysOn: string;
  save: string;
  acceptAll: string;
  rejectAll: string;
  close: string;
  reload: string;
  retry: string;
  loading: string;
  move: string;
  noServices: string;
};

const LABELS: Record<string, SettingsLabels> = {
  en: {
    title: "Cookie settings",
    description: "Choose which cookies this site may use. Essential cookies are always on.",
    categories: "Categories",
    services: "Services",
    alwaysOn: "Always on",
    save: "Save settings",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    close: "Close",
    reload: "Reload",
    retry: "Try again",
    loading: "Loading cookie settings…",
    move: "Move the dialog (drag, or use the arrow keys)",
    noServices: "No services in this category.",
  },
  es: {
    title: "Configuración de cookies",
    description: "Elija qué cookies puede usar este sitio. Las cookies esenciales están siempre activas.",
    categories: "Categorías",
    services: "Servicios",
    alwaysOn: "Siempre activas",
    save: "Guardar configuración",
    acceptAll: "Aceptar todas",
    rejectAll: "Rechazar todas",
    close: "Cerrar",
    reload: "Recargar",
    retry: "Reintentar",
    loading: "Cargando la configuración de cookies…",
    move: "Mover el diálogo (arrastre o use las flechas)",
    noServices: "No hay servicios en esta categoría.",
  },
  fr: {
    title: "Paramètres des cookies",
    description: "Choisissez les cookies que ce site peut utiliser. Les cookies essentiels sont toujours actifs.",
    categories: "Catégories",
    services: "Services",
    alwaysOn: "Toujours actifs",
    save: "Enregistrer",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    close: "Fermer",
    reload: "Recharger",
    retry: "Réessayer",
    loading: "Chargement des paramètres des cookies…",
    move: "Déplacer la fenêtre (glisser, ou flèches du clavier)",
    noServices: "Aucun service dans cette catégorie.",
  },
  de: {
    title: "Cookie-Einstellungen",
    description: "Wählen Sie, welche Cookies diese Website verwenden darf. Notwendige Cookies sind immer aktiv.",
    categories: "Kategorien",
    services: "Dienste",
    alwaysOn: "Immer aktiv",
    save: "Einstellungen speichern",
    acceptAll: "Alle akzeptieren",
    rejectAll: "Alle ablehnen",
    close: "Schließen",
    reload: "Neu laden",
    retry: "Erneut versuchen",
    loading: "Cookie-Einstellungen werden geladen …",
    move: "Dialog verschieben (ziehen oder Pfeiltasten)",
    noServices: "Keine Dienste in dieser Kategorie.",
  },
  it: {
    title: "Impostazioni dei cookie",
    description: "Scegli quali cookie può usare questo sito. I cookie essenziali sono sempre attivi.",
    categories: "Categorie",
    services: "Servizi",
    alwaysOn: "Sempre attivi",
    save: "Salva impostazioni",
    acceptAll: "Accetta tutti",
    rejectAll: "Rifiuta tutti",
    close: "Chiudi",
    reload: "Ricarica",
    retry: "Riprova",
    loading: "Caricamento delle impostazioni dei cookie…",
    move: "Sposta la finestra (trascina o usa le frecce)",
    noServices: "Nessun servizio in questa categoria.",
  },
};

export function settingsLabels(locale: string): SettingsLabels {
  return LABELS[locale] ?? LABELS.en!;
}
