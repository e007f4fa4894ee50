/** Interface texts of the basket page; other languages use English. */
export type PricingTexts = {
  basketTitle: string;
  /** Under the title, server rendered: what the basket is for while the browser fills it in. */
  intro: string;
  empty: string;
  browsePlans: string;
  plan: string;
  quantity: (name: string) => string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  remove: (name: string) => string;
  removeShort: string;
  unitPrice: string;
  lineTotal: string;
  totalItems: string;
  totalValue: string;
  unavailable: string;
  priceChanged: (before: string, now: string) => string;
  mixedCurrencies: string;
};

const en: PricingTexts = {
  basketTitle: "Your basket",
  intro:
    "Plans you choose from our pricing are kept here, in this browser. Check the quantities, then send us an order request: we confirm it by e-mail within one working day.",
  empty: "Your basket is empty.",
  browsePlans: "Browse our plans",
  plan: "Plan",
  quantity: (name) => `Quantity of ${name}`,
  decrease: (name) => `One less ${name}`,
  increase: (name) => `One more ${name}`,
  remove: (name) => `Remove ${name}`,
  removeShort: "Remove",
  unitPrice: "Price",
  lineTotal: "Subtotal",
  totalItems: "Items",
  totalValue: "Total",
  unavailable: "This plan is no longer available and is not counted.",
  priceChanged: (before, now) => `The price changed from ${before} to ${now}.`,
  mixedCurrencies: "Plans in different currencies are totalled separately.",
};

const TEXTS: Record<string, PricingTexts> = {
  en,
  es: {
    basketTitle: "Su cesta",
    intro:
      "Los planes que elija de nuestros precios se guardan aquí, en este navegador. Revise las cantidades y envíenos una solicitud de pedido: se la confirmamos por correo en un día laborable.",
    empty: "Su cesta está vacía.",
    browsePlans: "Ver nuestros planes",
    plan: "Plan",
    quantity: (name) => `Cantidad de ${name}`,
    decrease: (name) => `Uno menos de ${name}`,
    increase: (name) => `Uno más de ${name}`,
    remove: (name) => `Quitar ${name}`,
    removeShort: "Quitar",
    unitPrice: "Precio",
    lineTotal: "Subtotal",
    totalItems: "Artículos",
    totalValue: "Total",
    unavailable: "Este plan ya no está disponible y no se cuenta.",
    priceChanged: (before, now) => `El precio cambió de ${before} a ${now}.`,
    mixedCurrencies: "Los planes en monedas distintas se suman por separado.",
  },
  fr: {
    basketTitle: "Votre panier",
    intro:
      "Les offres que vous choisissez dans nos tarifs sont gardées ici, dans ce navigateur. Vérifiez les quantités, puis envoyez-nous une demande de commande : nous la confirmons par e-mail sous un jour ouvré.",
    empty: "Votre panier est vide.",
    browsePlans: "Voir nos offres",
    plan: "Offre",
    quantity: (name) => `Quantité de ${name}`,
    decrease: (name) => `Un ${name} de moins`,
    increase: (name) => `Un ${name} de plus`,
    remove: (name) => `Retirer ${name}`,
    removeShort: "Retirer",
    unitPrice: "Prix",
    lineTotal: "Sous-total",
    totalItems: "Articles",
    totalValue: "Total",
    unavailable: "Cette offre n'est plus disponible et n'est pas comptée.",
    priceChanged: (before, now) => `Le prix est passé de ${before} à ${now}.`,
    mixedCurrencies: "Les offres en devises différentes sont totalisées séparément.",
  },
  de: {
    basketTitle: "Ihr Warenkorb",
    intro:
      "Die Tarife, die Sie in unserer Preisübersicht wählen, werden hier in diesem Browser gespeichert. Prüfen Sie die Mengen und senden Sie uns eine Bestellanfrage: Wir bestätigen sie innerhalb eines Werktags per E-Mail.",
    empty: "Ihr Warenkorb ist leer.",
    browsePlans: "Unsere Pakete ansehen",
    plan: "Paket",
    quantity: (name) => `Anzahl ${name}`,
    decrease: (name) => `Ein ${name} weniger`,
    increase: (name) => `Ein ${name} mehr`,
    remove: (name) => `${name} entfernen`,
    removeShort: "Entfernen",
    unitPrice: "Preis",
    lineTotal: "Zwischensumme",
    totalItems: "Artikel",
    totalValue: "Gesamt",
    unavailable: "Dieses Paket ist nicht mehr erhältlich und wird nicht berechnet.",
    priceChanged: (before, now) => `Der Preis hat sich von ${before} auf ${now} geändert.`,
    mixedCurrencies: "Pakete in verschiedenen Währungen werden getrennt summiert.",
  },
  it: {
    basketTitle: "Il tuo carrello",
    intro:
      "I piani che sceglie dai nostri prezzi restano qui, in questo browser. Controlli le quantità, poi ci invii una richiesta d'ordine: la confermiamo via e-mail entro un giorno lavorativo.",
    empty: "Il tuo carrello è vuoto.",
    browsePlans: "Scopri i nostri piani",
    plan: "Piano",
    quantity: (name) => `Quantità di ${name}`,
    decrease: (name) => `Un ${name} in meno`,
    increase: (name) => `Un ${name} in più`,
    remove: (name) => `Rimuovi ${name}`,
    removeShort: "Rimuovi",
    unitPrice: "Prezzo",
    lineTotal: "Subtotale",
    totalItems: "Articoli",
    totalValue: "Totale",
    unavailable: "Questo piano non è più disponibile e non viene conteggiato.",
    priceChanged: (before, now) => `Il prezzo è cambiato da ${before} a ${now}.`,
    mixedCurrencies: "I piani in valute diverse sono sommati separatamente.",
  },
};

export function pricingTexts(locale: string): PricingTexts {
  return TEXTS[locale] ?? en;
}
