/**
 * The few texts of the pricing section, picked on the server and sent with the section, so that
 * home's JavaScript carries no table of languages; other languages use English. `added` has the
 * placeholders {name} and {count}.
 */
export type PlanCardTexts = {
  addToBasket: string;
  added: string;
  was: string;
  viewBasket: string;
};

const TEXTS: Record<string, PlanCardTexts> = {
  en: {
    addToBasket: "Add to basket",
    added: "{name} added to your basket ({count}).",
    was: "was",
    viewBasket: "View basket",
  },
  es: {
    addToBasket: "Añadir a la cesta",
    added: "{name} añadido a su cesta ({count}).",
    was: "antes",
    viewBasket: "Ver cesta",
  },
  fr: {
    addToBasket: "Ajouter au panier",
    added: "{name} ajouté à votre panier ({count}).",
    was: "au lieu de",
    viewBasket: "Voir le panier",
  },
  de: {
    addToBasket: "In den Warenkorb",
    added: "{name} liegt im Warenkorb ({count}).",
    was: "statt",
    viewBasket: "Warenkorb ansehen",
  },
  it: {
    addToBasket: "Aggiungi al carrello",
    added: "{name} aggiunto al carrello ({count}).",
    was: "invece di",
    viewBasket: "Vedi carrello",
  },
};

export function planCardTexts(locale: string): PlanCardTexts {
  return TEXTS[locale] ?? TEXTS.en!;
}
