/**
 * The few texts of the pricing section (on home, so kept apart from the basket page's texts);
 * other languages use English.
 */
export type PlanCardTexts = {
  addToBasket: string;
  added: (name: string, count: number) => string;
  was: string;
  viewBasket: string;
};

const TEXTS: Record<string, PlanCardTexts> = {
  en: {
    addToBasket: "Add to basket",
    added: (name, count) => `${name} added to your basket (${count}).`,
    was: "was",
    viewBasket: "View basket",
  },
  es: {
    addToBasket: "Añadir a la cesta",
    added: (name, count) => `${name} añadido a su cesta (${count}).`,
    was: "antes",
    viewBasket: "Ver cesta",
  },
  fr: {
    addToBasket: "Ajouter au panier",
    added: (name, count) => `${name} ajouté à votre panier (${count}).`,
    was: "au lieu de",
    viewBasket: "Voir le panier",
  },
  de: {
    addToBasket: "In den Warenkorb",
    added: (name, count) => `${name} liegt im Warenkorb (${count}).`,
    was: "statt",
    viewBasket: "Warenkorb ansehen",
  },
  it: {
    addToBasket: "Aggiungi al carrello",
    added: (name, count) => `${name} aggiunto al carrello (${count}).`,
    was: "invece di",
    viewBasket: "Vedi carrello",
  },
};

export function planCardTexts(locale: string): PlanCardTexts {
  return TEXTS[locale] ?? TEXTS.en!;
}
