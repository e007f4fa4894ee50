import type { Db } from "../client.ts";
import { websiteHero } from "../schema/index.ts";
import { crossTenant } from "../tenant-scope.ts";

/**
 * The demo heroes of both home pages, in each site's languages (Brightpath: en, es, fr, de; Globex:
 * en, de, fr, it). Brightpath's stays light (image right, no animation) so that the home page
 * measures what most sites ship; Globex's shows a gradient, a text gradient and the DotGrid animation.
 */
export async function seedDemoHeroes({
  db,
  brightpathId,
  globexId,
}: {
  db: Db;
  brightpathId: number;
  globexId: number;
}) {
  await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(websiteHero)
    .values([
      {
        organization_id: brightpathId,
        name: "Home hero",
        url_page: "/home",
        title: "Advice that moves you forward",
        title_translation: {
          es: "Consejos que le hacen avanzar",
          fr: "Des conseils qui vous font avancer",
          de: "Beratung, die Sie weiterbringt",
        },
        description:
          "Independent consultants for strategy, operations and digital change, from the first workshop to the last milestone.",
        description_translation: {
          es: "Consultores independientes en estrategia, operaciones y cambio digital, desde el primer taller hasta el último hito.",
          fr: "Des consultants indépendants en stratégie, opérations et transformation numérique, du premier atelier au dernier jalon.",
          de: "Unabhängige Beraterinnen und Berater für Strategie, Betrieb und digitalen Wandel – vom ersten Workshop bis zum letzten Meilenstein.",
        },
        button: "Meet our consultants",
        button_translation: {
          es: "Conozca a nuestro equipo",
          fr: "Rencontrez nos consultants",
          de: "Unser Team kennenlernen",
        },
        image: "/demo/hero-consulting.svg",
        title_style: { size: { desktop: "text-6xl", mobile: "text-4xl" }, alignment: "left", blockWidth: "3xl" },
        description_style: { size: { desktop: "text-xl", mobile: "text-lg" } },
        image_style: { position: "right", width: 400, height: 300 },
        background_style: { color: "white" },
        button_style: { url: "/about", color: "sky-600" },
      },
      {
        organization_id: globexId,
        name: "Home hero",
        url_page: "/home",
        title: "Banking with a pulse",
        title_translation: {
          de: "Banking mit Herzschlag",
          fr: "Une banque qui a du cœur",
          it: "Una banca con il cuore",
        },
        description: "Savings, loans and advice from people who know your name. Open an account in ten minutes.",
        description_translation: {
          de: "Sparen, Kredite und Beratung von Menschen, die Ihren Namen kennen. Konto in zehn Minuten eröffnen.",
          fr: "Épargne, crédits et conseils par des personnes qui connaissent votre nom. Compte ouvert en dix minutes.",
          it: "Risparmi, prestiti e consulenza da persone che conoscono il tuo nome. Conto aperto in dieci minuti.",
        },
        button: "See our rates",
        button_translation: { de: "Unsere Zinsen ansehen", fr: "Voir nos taux", it: "Scopri i nostri tassi" },
        animation_element: "DotGrid",
        title_style: {
          is_gradient: true,
          // The site's own palette (emerald and slate), not a generic blue-purple.
          gradient: { from: "emerald-800", via: "emerald-600", to: "slate-700" },
          size: { desktop: "text-7xl", mobile: "text-5xl" },
        },
        background_style: {
          is_gradient: true,
          gradient: { from: "emerald-50", via: "white", to: "slate-50" },
        },
        button_style: { url: "/personal", color: "emerald-700" },
      },
    ]);
}
