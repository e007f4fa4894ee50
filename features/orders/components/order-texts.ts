/** Texts of the order request form under the basket; other languages use English. */
export type OrderTexts = {
  heading: string;
  intro: string;
  name: string;
  email: string;
  company: string;
  message: string;
  optional: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanks: (id: number, email: string) => string;
  failed: string;
  tooMany: string;
  unavailable: string;
};

const en: OrderTexts = {
  heading: "Request these plans",
  intro: "Tell us who you are and we will confirm your order and its start by e-mail within one working day.",
  name: "Name",
  email: "E-mail",
  company: "Company",
  message: "Message",
  optional: "optional",
  submit: "Send order request",
  sending: "Sending…",
  thanksTitle: "Thank you: your order request is on its way",
  thanks: (id, email) => `Request number ${id}. We will answer at ${email} within one working day.`,
  failed: "The request could not be sent. Please try again.",
  tooMany: "Too many requests from this address. Please try again in an hour.",
  unavailable: "A plan of your basket is no longer offered. Remove it and send again.",
};

const TEXTS: Record<string, OrderTexts> = {
  en,
  es: {
    heading: "Solicitar estos planes",
    intro: "Díganos quién es y le confirmaremos el pedido y su inicio por correo en un día laborable.",
    name: "Nombre",
    email: "Correo electrónico",
    company: "Empresa",
    message: "Mensaje",
    optional: "opcional",
    submit: "Enviar solicitud de pedido",
    sending: "Enviando…",
    thanksTitle: "Gracias: su solicitud de pedido está en camino",
    thanks: (id, email) => `Solicitud número ${id}. Le responderemos en ${email} en un día laborable.`,
    failed: "No se pudo enviar la solicitud. Inténtelo de nuevo.",
    tooMany: "Demasiadas solicitudes desde esta dirección. Inténtelo de nuevo en una hora.",
    unavailable: "Un plan de su cesta ya no se ofrece. Quítelo y envíe de nuevo.",
  },
  fr: {
    heading: "Demander ces formules",
    intro: "Dites-nous qui vous êtes : nous confirmerons la commande et son démarrage par e-mail sous un jour ouvré.",
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    message: "Message",
    optional: "facultatif",
    submit: "Envoyer la demande de commande",
    sending: "Envoi…",
    thanksTitle: "Merci : votre demande de commande est envoyée",
    thanks: (id, email) => `Demande numéro ${id}. Nous vous répondrons à ${email} sous un jour ouvré.`,
    failed: "La demande n'a pas pu être envoyée. Veuillez réessayer.",
    tooMany: "Trop de demandes depuis cette adresse. Réessayez dans une heure.",
    unavailable: "Une formule de votre panier n'est plus proposée. Retirez-la et envoyez à nouveau.",
  },
  de: {
    heading: "Diese Pakete anfragen",
    intro: "Sagen Sie uns, wer Sie sind: Wir bestätigen Bestellung und Beginn innerhalb eines Werktags per E-Mail.",
    name: "Name",
    email: "E-Mail",
    company: "Firma",
    message: "Nachricht",
    optional: "optional",
    submit: "Bestellanfrage senden",
    sending: "Wird gesendet…",
    thanksTitle: "Danke: Ihre Bestellanfrage ist unterwegs",
    thanks: (id, email) => `Anfrage Nummer ${id}. Wir antworten an ${email} innerhalb eines Werktags.`,
    failed: "Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
    tooMany: "Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es in einer Stunde erneut.",
    unavailable: "Ein Paket Ihres Warenkorbs wird nicht mehr angeboten. Entfernen Sie es und senden Sie erneut.",
  },
  it: {
    heading: "Richiedi questi piani",
    intro: "Dicci chi sei: confermeremo l'ordine e il suo avvio via e-mail entro un giorno lavorativo.",
    name: "Nome",
    email: "E-mail",
    company: "Azienda",
    message: "Messaggio",
    optional: "facoltativo",
    submit: "Invia la richiesta d'ordine",
    sending: "Invio…",
    thanksTitle: "Grazie: la tua richiesta d'ordine è partita",
    thanks: (id, email) => `Richiesta numero ${id}. Ti risponderemo a ${email} entro un giorno lavorativo.`,
    failed: "Non è stato possibile inviare la richiesta. Riprova.",
    tooMany: "Troppe richieste da questo indirizzo. Riprova tra un'ora.",
    unavailable: "Un piano del tuo carrello non è più offerto. Rimuovilo e invia di nuovo.",
  },
};

export function orderTexts(locale: string): OrderTexts {
  return TEXTS[locale] ?? en;
}
