/**
 * Live support's words in the widget and on /account/profile/tickets (decision 038), for the demo
 * languages; other languages read English. The "nobody online" promise names the reply time the
 * server gives (LIVE_SUPPORT_REPLY_HOURS).
 */
export type LiveChatTexts = {
  intro: string;
  online: string;
  offline: (hours: number) => string;
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
  invalidEmail: string;
  tooMany: string;
  /** A mailed reply's link that no longer opens its conversation (/help-center). */
  linkInvalid: string;
};

const en: LiveChatTexts = {
  intro: "Write to our team. We answer here, and by e-mail if you have left.",
  online: "Our team is online.",
  offline: (hours) =>
    `Nobody from our team is online right now. Leave a message: we reply by e-mail within ${hours} hours.`,
  name: "Your name",
  email: "Your e-mail address",
  message: "Your message",
  start: "Start the conversation",
  starting: "Starting…",
  signedInAs: "You are signed in: we answer to your account's e-mail address.",
  handover: "Your conversation with the AI assistant is passed on with your message.",
  messagesLabel: "Messages",
  you: "You",
  assistant: "AI assistant",
  talkingWith: (name) => `${name} has joined the conversation.`,
  waiting: "Waiting for a person from our team.",
  typing: (name) => `${name} is typing…`,
  sent: "Delivered",
  read: "Read",
  sending: "Sending…",
  send: "Send",
  reply: "Your reply",
  notSent: "Your message was not sent. Check your connection and try again.",
  attachImage: "Send an image (your reply text becomes its description)",
  imageFrom: (name) => `Image from ${name}`,
  imageNotSent: "Your image was not sent. Check your connection and try again.",
  offlineNotice: "Connection lost. Reconnecting…",
  resolved: "This conversation is resolved. Write again to reopen it.",
  newConversation: "Start a new conversation",
  loadError: "The conversation could not be loaded.",
  retry: "Try again",
  loading: "Loading…",
  ticketsTitle: "Your support tickets",
  ticketsIntro: "Your conversations with our team. Open one to read it and write again.",
  noTickets: "You have no support conversations yet.",
  openTicket: "Open",
  status: { open: "Open", pending: "Answered", resolved: "Resolved" },
  lastMessage: "Last message",
  backToTickets: "All tickets",
  backToAccount: "Back to your account",
  missingName: "Please enter your name.",
  invalidEmail: "Please enter a valid e-mail address.",
  tooMany: "Too many messages in a short time. Please wait a moment and try again.",
  linkInvalid: "This link no longer opens the conversation. Write to us again from the help center.",
};

const es: LiveChatTexts = {
  ...en,
  intro: "Escriba a nuestro equipo. Respondemos aquí, y por correo si se ha ido.",
  online: "Nuestro equipo está en línea.",
  offline: (hours) =>
    `Ahora no hay nadie de nuestro equipo en línea. Deje un mensaje: respondemos por correo en menos de ${hours} horas.`,
  name: "Su nombre",
  email: "Su correo electrónico",
  message: "Su mensaje",
  start: "Iniciar la conversación",
  starting: "Iniciando…",
  signedInAs: "Ha iniciado sesión: respondemos al correo de su cuenta.",
  handover: "Su conversación con el asistente de IA se envía junto con su mensaje.",
  messagesLabel: "Mensajes",
  you: "Usted",
  assistant: "Asistente de IA",
  talkingWith: (name) => `${name} se ha unido a la conversación.`,
  waiting: "Esperando a una persona de nuestro equipo.",
  typing: (name) => `${name} está escribiendo…`,
  sent: "Entregado",
  read: "Leído",
  sending: "Enviando…",
  send: "Enviar",
  reply: "Su respuesta",
  notSent: "Su mensaje no se envió. Compruebe la conexión e inténtelo de nuevo.",
  attachImage: "Enviar una imagen (el texto de su respuesta será su descripción)",
  imageFrom: (name) => `Imagen de ${name}`,
  imageNotSent: "Su imagen no se envió. Compruebe la conexión e inténtelo de nuevo.",
  offlineNotice: "Conexión perdida. Reconectando…",
  resolved: "Esta conversación está resuelta. Escriba de nuevo para reabrirla.",
  newConversation: "Iniciar una nueva conversación",
  loadError: "No se pudo cargar la conversación.",
  retry: "Reintentar",
  loading: "Cargando…",
  ticketsTitle: "Sus tickets de soporte",
  ticketsIntro: "Sus conversaciones con nuestro equipo. Abra una para leerla y escribir de nuevo.",
  noTickets: "Todavía no tiene conversaciones de soporte.",
  openTicket: "Abrir",
  status: { open: "Abierto", pending: "Respondido", resolved: "Resuelto" },
  lastMessage: "Último mensaje",
  backToTickets: "Todos los tickets",
  backToAccount: "Volver a su cuenta",
  missingName: "Introduzca su nombre.",
  invalidEmail: "Introduzca una dirección de correo electrónico válida.",
  tooMany: "Demasiados mensajes en poco tiempo. Espere un momento e inténtelo de nuevo.",
  linkInvalid: "Este enlace ya no abre la conversación. Escríbanos de nuevo desde el centro de ayuda.",
};

const fr: LiveChatTexts = {
  ...en,
  intro: "Écrivez à notre équipe. Nous répondons ici, et par e-mail si vous êtes parti.",
  online: "Notre équipe est en ligne.",
  offline: (hours) =>
    `Personne de notre équipe n’est en ligne pour le moment. Laissez un message : nous répondons par e-mail sous ${hours} heures.`,
  name: "Votre nom",
  email: "Votre adresse e-mail",
  message: "Votre message",
  start: "Commencer la conversation",
  starting: "Démarrage…",
  signedInAs: "Vous êtes connecté : nous répondons à l’adresse de votre compte.",
  handover: "Votre conversation avec l’assistant IA est transmise avec votre message.",
  messagesLabel: "Messages",
  you: "Vous",
  assistant: "Assistant IA",
  talkingWith: (name) => `${name} a rejoint la conversation.`,
  waiting: "En attente d’une personne de notre équipe.",
  typing: (name) => `${name} écrit…`,
  sent: "Remis",
  read: "Lu",
  sending: "Envoi…",
  send: "Envoyer",
  reply: "Votre réponse",
  notSent: "Votre message n’a pas été envoyé. Vérifiez votre connexion et réessayez.",
  attachImage: "Envoyer une image (le texte de votre réponse devient sa description)",
  imageFrom: (name) => `Image de ${name}`,
  imageNotSent: "Votre image n’a pas été envoyée. Vérifiez votre connexion et réessayez.",
  offlineNotice: "Connexion perdue. Reconnexion…",
  resolved: "Cette conversation est résolue. Écrivez à nouveau pour la rouvrir.",
  newConversation: "Commencer une nouvelle conversation",
  loadError: "La conversation n’a pas pu être chargée.",
  retry: "Réessayer",
  loading: "Chargement…",
  ticketsTitle: "Vos tickets d’assistance",
  ticketsIntro: "Vos conversations avec notre équipe. Ouvrez-en une pour la lire et écrire à nouveau.",
  noTickets: "Vous n’avez encore aucune conversation d’assistance.",
  openTicket: "Ouvrir",
  status: { open: "Ouvert", pending: "Répondu", resolved: "Résolu" },
  lastMessage: "Dernier message",
  backToTickets: "Tous les tickets",
  backToAccount: "Retour à votre compte",
  missingName: "Veuillez saisir votre nom.",
  invalidEmail: "Veuillez saisir une adresse e-mail valide.",
  tooMany: "Trop de messages en peu de temps. Patientez un instant puis réessayez.",
  linkInvalid: "Ce lien n’ouvre plus la conversation. Écrivez-nous à nouveau depuis le centre d’aide.",
};

const de: LiveChatTexts = {
  ...en,
  intro: "Schreiben Sie unserem Team. Wir antworten hier und per E-Mail, wenn Sie nicht mehr da sind.",
  online: "Unser Team ist online.",
  offline: (hours) =>
    `Gerade ist niemand aus unserem Team online. Hinterlassen Sie eine Nachricht: Wir antworten per E-Mail innerhalb von ${hours} Stunden.`,
  name: "Ihr Name",
  email: "Ihre E-Mail-Adresse",
  message: "Ihre Nachricht",
  start: "Unterhaltung beginnen",
  starting: "Wird gestartet…",
  signedInAs: "Sie sind angemeldet: Wir antworten an die E-Mail-Adresse Ihres Kontos.",
  handover: "Ihr Gespräch mit dem KI-Assistenten wird mit Ihrer Nachricht weitergegeben.",
  messagesLabel: "Nachrichten",
  you: "Sie",
  assistant: "KI-Assistent",
  talkingWith: (name) => `${name} ist der Unterhaltung beigetreten.`,
  waiting: "Wartet auf eine Person aus unserem Team.",
  typing: (name) => `${name} schreibt…`,
  sent: "Zugestellt",
  read: "Gelesen",
  sending: "Wird gesendet…",
  send: "Senden",
  reply: "Ihre Antwort",
  notSent: "Ihre Nachricht wurde nicht gesendet. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
  attachImage: "Ein Bild senden (Ihr Antworttext wird seine Beschreibung)",
  imageFrom: (name) => `Bild von ${name}`,
  imageNotSent: "Ihr Bild wurde nicht gesendet. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
  offlineNotice: "Verbindung unterbrochen. Neu verbinden…",
  resolved: "Diese Unterhaltung ist erledigt. Schreiben Sie erneut, um sie wieder zu öffnen.",
  newConversation: "Neue Unterhaltung beginnen",
  loadError: "Die Unterhaltung konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  loading: "Wird geladen…",
  ticketsTitle: "Ihre Support-Tickets",
  ticketsIntro: "Ihre Unterhaltungen mit unserem Team. Öffnen Sie eine, um sie zu lesen und erneut zu schreiben.",
  noTickets: "Sie haben noch keine Support-Unterhaltungen.",
  openTicket: "Öffnen",
  status: { open: "Offen", pending: "Beantwortet", resolved: "Erledigt" },
  lastMessage: "Letzte Nachricht",
  backToTickets: "Alle Tickets",
  backToAccount: "Zurück zu Ihrem Konto",
  missingName: "Bitte geben Sie Ihren Namen ein.",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  tooMany: "Zu viele Nachrichten in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  linkInvalid: "Dieser Link öffnet das Gespräch nicht mehr. Schreiben Sie uns erneut über das Hilfe-Center.",
};

const it: LiveChatTexts = {
  ...en,
  intro: "Scrivi al nostro team. Rispondiamo qui, e per e-mail se te ne sei andato.",
  online: "Il nostro team è online.",
  offline: (hours) =>
    `Nessuno del nostro team è online in questo momento. Lascia un messaggio: rispondiamo per e-mail entro ${hours} ore.`,
  name: "Il tuo nome",
  email: "Il tuo indirizzo e-mail",
  message: "Il tuo messaggio",
  start: "Inizia la conversazione",
  starting: "Avvio in corso…",
  signedInAs: "Hai effettuato l'accesso: rispondiamo all'indirizzo e-mail del tuo account.",
  handover: "La tua conversazione con l'assistente IA viene inoltrata insieme al tuo messaggio.",
  messagesLabel: "Messaggi",
  you: "Tu",
  assistant: "Assistente IA",
  talkingWith: (name) => `${name} si è unito alla conversazione.`,
  waiting: "In attesa di una persona del nostro team.",
  typing: (name) => `${name} sta scrivendo…`,
  sent: "Consegnato",
  read: "Letto",
  sending: "Invio in corso…",
  send: "Invia",
  reply: "La tua risposta",
  notSent: "Il tuo messaggio non è stato inviato. Controlla la connessione e riprova.",
  attachImage: "Invia un'immagine (il testo della risposta diventa la sua descrizione)",
  imageFrom: (name) => `Immagine di ${name}`,
  imageNotSent: "La tua immagine non è stata inviata. Controlla la connessione e riprova.",
  offlineNotice: "Connessione persa. Riconnessione…",
  resolved: "Questa conversazione è risolta. Scrivi di nuovo per riaprirla.",
  newConversation: "Inizia una nuova conversazione",
  loadError: "Non è stato possibile caricare la conversazione.",
  retry: "Riprova",
  loading: "Caricamento…",
  ticketsTitle: "I tuoi ticket di assistenza",
  ticketsIntro: "Le tue conversazioni con il nostro team. Aprine una per leggerla e scrivere di nuovo.",
  noTickets: "Non hai ancora conversazioni con l'assistenza.",
  openTicket: "Apri",
  status: { open: "Aperto", pending: "Risposto", resolved: "Risolto" },
  lastMessage: "Ultimo messaggio",
  backToTickets: "Tutti i ticket",
  backToAccount: "Torna al tuo account",
  missingName: "Inserisci il tuo nome.",
  invalidEmail: "Inserisci un indirizzo e-mail valido.",
  tooMany: "Troppi messaggi in poco tempo. Attendi un momento e riprova.",
  linkInvalid: "Questo link non apre più la conversazione. Scrivici di nuovo dal centro assistenza.",
};

const TEXTS: Record<string, LiveChatTexts> = { en, es, fr, de, it };

export function liveChatTexts(locale: string): LiveChatTexts {
  return TEXTS[locale.split("-")[0]!] ?? en;
}
