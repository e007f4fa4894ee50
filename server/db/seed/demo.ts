import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { seedDemoAccounts } from "./accounts.ts";
import { seedDemoVisitorWidgets } from "./visitor-widgets.ts";
import { seedDemoContentPages } from "./demo-content-pages.ts";
import { seedDemoHelpCenters } from "./demo-help-center.ts";
import { seedDemoHeroes } from "./demo-heroes.ts";
import { seedShowcase } from "./showcase.ts";
import { seedDemoMeetings } from "./demo-meetings.ts";
import { organizations } from "../schema/index.ts";
import { asSystem } from "../tenant-context.ts";
import { createHeadingSection, createMenuItems, createOrganization, createTemplateSection } from "./factories.ts";

/**
 * Two demo organizations of different business types, colours, fonts and languages:
 * Brightpath Consulting on localhost (and 127.0.0.1), Globex Finance on globex.localhost.
 */
export function seedDemoContent({ db }: { db: Db }) {
  // The seed creates organizations and fills each of them: the one audited bypass.
  return asSystem("the seed creates the demo organizations and their rows", () => seedDemoRows({ db }));
}

async function seedDemoRows({ db }: { db: Db }) {
  const brightpath = await createOrganization({
    db,
    name: "Brightpath Consulting",
    slug: "brightpath",
    type: "consulting",
    hosts: ["localhost", "127.0.0.1"],
    settings: {
      language: "en",
      supported_locales: ["en", "es", "fr", "de"],
      with_language_switch: true,
      primary_color: "sky",
      primary_shade: 600,
      secondary_color: "gray",
      secondary_shade: 500,
      font_family: "Inter",
      logo: "/demo/brightpath-logo.svg",
      site: "Brightpath Consulting",
      header_style: { type: "default", background: "white", color: "gray-700", color_hover: "gray-900" },
      footer_style: "default",
      require_email_verification: false,
    },
  });
  await createMenuItems({
    db,
    organizationId: brightpath.id,
    items: [
      {
        display_name: "Services",
        display_name_translation: { es: "Servicios", fr: "Services", de: "Leistungen" },
        url_name: "services",
        is_displayed_on_footer: true,
        submenu: [
          {
            name: "Strategy",
            name_translation: { es: "Estrategia", fr: "Stratégie", de: "Strategie" },
            description: "Plans that survive contact with reality.",
            description_translation: {
              es: "Planes que resisten el contacto con la realidad.",
              fr: "Des plans qui résistent à la réalité.",
              de: "Pläne, die der Wirklichkeit standhalten.",
            },
            url_name: "strategy",
            image: "/demo/strategy.svg",
          },
          {
            name: "Operations",
            name_translation: { es: "Operaciones", fr: "Opérations", de: "Betrieb" },
            description: "Leaner processes, calmer teams.",
            description_translation: {
              es: "Procesos más ágiles, equipos más tranquilos.",
              fr: "Des processus plus simples, des équipes plus sereines.",
              de: "Schlankere Abläufe, ruhigere Teams.",
            },
            url_name: "operations",
            image: "/demo/operations.svg",
          },
          {
            name: "Digital",
            name_translation: { es: "Digital", fr: "Numérique", de: "Digital" },
            description: "Software that fits the way you work.",
            description_translation: {
              es: "Software que se adapta a su forma de trabajar.",
              fr: "Des logiciels adaptés à votre façon de travailler.",
              de: "Software, die zu Ihrer Arbeitsweise passt.",
            },
            url_name: "digital",
            image: "/demo/digital.svg",
          },
        ],
      },
      {
        display_name: "Industries",
        display_name_translation: { es: "Sectores", fr: "Secteurs", de: "Branchen" },
        url_name: "industries",
        submenu: [
          {
            name: "Public sector",
            name_translation: { es: "Sector público", fr: "Secteur public", de: "Öffentlicher Sektor" },
            url_name: "public-sector",
          },
        ],
      },
      {
        display_name: "About",
        display_name_translation: { es: "Nosotros", fr: "À propos", de: "Über uns" },
        url_name: "about",
        is_displayed_on_footer: true,
      },
      {
        display_name: "Blog",
        display_name_translation: { es: "Blog", fr: "Blog", de: "Blog" },
        url_name: "blog",
        is_displayed_on_footer: true,
      },
      // A menu item named Profile is never shown (spec public-site §2).
      { display_name: "Profile", url_name: "account/profile" },
      {
        display_name: "Contact",
        display_name_translation: { es: "Contacto", fr: "Contact", de: "Kontakt" },
        url_name: "contact",
        is_displayed_on_footer: true,
      },
    ],
  });
  await createHeadingSection({
    db,
    organizationId: brightpath.id,
    heading: {
      url_page: "/home",
      name: "Clear strategy.",
      name_translation: { es: "Estrategia clara.", fr: "Une stratégie claire.", de: "Klare Strategie." },
      name_part_2: "Confident teams.",
      name_part_2_translation: { es: "Equipos seguros.", fr: "Des équipes confiantes.", de: "Starke Teams." },
      name_part_3: "Lasting results.",
      name_part_3_translation: {
        es: "Resultados duraderos.",
        fr: "Des résultats durables.",
        de: "Bleibende Ergebnisse.",
      },
      description_text:
        "<p>Brightpath helps growing companies turn ambition into a plan, and a plan into <strong>measurable results</strong>.</p>",
      description_text_translation: {
        es: "<p>Brightpath ayuda a empresas en crecimiento a convertir la ambición en un plan, y el plan en <strong>resultados medibles</strong>.</p>",
        fr: "<p>Brightpath aide les entreprises en croissance à transformer leurs ambitions en plan, et ce plan en <strong>résultats mesurables</strong>.</p>",
        de: "<p>Brightpath hilft wachsenden Unternehmen, aus Ehrgeiz einen Plan zu machen – und aus dem Plan <strong>messbare Ergebnisse</strong>.</p>",
      },
      button_text: "Book a free consultation",
      button_text_translation: {
        es: "Reserve una consulta gratuita",
        fr: "Réservez une consultation gratuite",
        de: "Kostenloses Erstgespräch buchen",
      },
      url: "/contact",
      image: "/demo/hero-consulting.svg",
      background_color: "sky-50",
    },
  });
  await createTemplateSection({
    db,
    organizationId: brightpath.id,
    section: {
      url_page: "/home",
      order: 0,
      section_type: "general",
      section_title: "What we do",
      section_title_translation: { es: "Lo que hacemos", fr: "Ce que nous faisons", de: "Was wir tun" },
      section_description: "Three practices, one team that stays until the work is done.",
      section_description_translation: {
        es: "Tres áreas, un equipo que se queda hasta terminar el trabajo.",
        fr: "Trois expertises, une équipe qui reste jusqu'au bout.",
        de: "Drei Bereiche, ein Team, das bleibt, bis die Arbeit erledigt ist.",
      },
      grid_columns: 3,
      is_section_title_aligned_center: true,
      text_style_variant: "default",
      image_metrics_height: "h-48",
      metrics: [
        {
          title: "Strategy",
          title_translation: { es: "Estrategia", fr: "Stratégie", de: "Strategie" },
          description: "<p>Market analysis, positioning and a roadmap your whole team understands.</p>",
          description_translation: {
            es: "<p>Análisis de mercado, posicionamiento y una hoja de ruta que todo su equipo entiende.</p>",
            fr: "<p>Analyse de marché, positionnement et une feuille de route que toute l'équipe comprend.</p>",
            de: "<p>Marktanalyse, Positionierung und eine Roadmap, die Ihr ganzes Team versteht.</p>",
          },
          image: "/demo/strategy.svg",
          is_card_type: true,
        },
        {
          title: "Operations",
          title_translation: { es: "Operaciones", fr: "Opérations", de: "Betrieb" },
          description: "<p>Processes redesigned around your customers, not your org chart.</p>",
          description_translation: {
            es: "<p>Procesos rediseñados en torno a sus clientes, no a su organigrama.</p>",
            fr: "<p>Des processus repensés autour de vos clients, pas de votre organigramme.</p>",
            de: "<p>Prozesse, die sich an Ihren Kunden orientieren, nicht am Organigramm.</p>",
          },
          image: "/demo/operations.svg",
          is_card_type: true,
        },
        {
          title: "People",
          title_translation: { es: "Personas", fr: "Équipes", de: "Menschen" },
          description: "<p>Leadership coaching and hiring plans that make change stick.</p>",
          description_translation: {
            es: "<p>Coaching de liderazgo y planes de contratación para que el cambio perdure.</p>",
            fr: "<p>Coaching de dirigeants et plans de recrutement pour que le changement dure.</p>",
            de: "<p>Führungscoaching und Einstellungspläne, damit Veränderung bleibt.</p>",
          },
          image: "/demo/people.svg",
          is_card_type: true,
        },
      ],
    },
  });
  await createTemplateSection({
    db,
    organizationId: brightpath.id,
    section: {
      url_page: "/home",
      order: 1,
      section_type: "general",
      section_title: "Results our clients measured",
      section_title_translation: {
        es: "Resultados medidos por nuestros clientes",
        fr: "Des résultats mesurés par nos clients",
        de: "Ergebnisse, die unsere Kunden gemessen haben",
      },
      section_description: "",
      grid_columns: 4,
      is_slider: true,
      background_color: "gray-50",
      metrics: [
        {
          title: "+32% revenue",
          title_translation: { es: "+32 % de ingresos", fr: "+32 % de chiffre d'affaires", de: "+32 % Umsatz" },
          description: "Regional retailer, 18 months after the new pricing strategy.",
          description_translation: {
            es: "Minorista regional, 18 meses después de la nueva estrategia de precios.",
            fr: "Distributeur régional, 18 mois après la nouvelle stratégie tarifaire.",
            de: "Regionaler Händler, 18 Monate nach der neuen Preisstrategie.",
          },
          image: "/demo/growth.svg",
          is_card_type: true,
          background_color: "white",
        },
        {
          title: "-40% lead time",
          title_translation: { es: "-40 % de plazo de entrega", fr: "-40 % de délai", de: "-40 % Durchlaufzeit" },
          description: "Manufacturer, after the operations redesign.",
          description_translation: {
            es: "Fabricante, tras el rediseño de operaciones.",
            fr: "Industriel, après la refonte des opérations.",
            de: "Hersteller, nach der Neugestaltung der Abläufe.",
          },
          image: "/demo/operations.svg",
          is_card_type: true,
          background_color: "white",
        },
        {
          title: "2× faster hiring",
          title_translation: {
            es: "Contratación 2× más rápida",
            fr: "Recrutement 2× plus rapide",
            de: "2× schnellere Einstellung",
          },
          description: "Software scale-up, with a structured hiring plan.",
          description_translation: {
            es: "Empresa de software en crecimiento, con un plan de contratación estructurado.",
            fr: "Scale-up logicielle, avec un plan de recrutement structuré.",
            de: "Software-Scale-up, mit einem strukturierten Einstellungsplan.",
          },
          image: "/demo/people.svg",
          is_card_type: true,
          background_color: "white",
        },
        {
          title: "9/10 satisfaction",
          title_translation: { es: "9/10 de satisfacción", fr: "9/10 de satisfaction", de: "9/10 Zufriedenheit" },
          description: "Average client rating across 140 projects.",
          description_translation: {
            es: "Valoración media de los clientes en 140 proyectos.",
            fr: "Note moyenne des clients sur 140 missions.",
            de: "Durchschnittliche Kundenbewertung aus 140 Projekten.",
          },
          image: "/demo/strategy.svg",
          is_card_type: true,
          background_color: "white",
        },
        {
          title: "3 new markets",
          title_translation: { es: "3 mercados nuevos", fr: "3 nouveaux marchés", de: "3 neue Märkte" },
          description: "Logistics firm, entered with a phased roadmap.",
          description_translation: {
            es: "Empresa de logística, con una hoja de ruta por fases.",
            fr: "Entreprise logistique, avec une feuille de route par étapes.",
            de: "Logistikunternehmen, mit einer stufenweisen Roadmap.",
          },
          image: "/demo/digital.svg",
          is_card_type: true,
          background_color: "white",
        },
      ],
    },
  });

  const globex = await createOrganization({
    db,
    name: "Globex Finance",
    slug: "globex",
    type: "finance",
    hosts: ["globex.localhost"],
    settings: {
      language: "en",
      supported_locales: ["en", "de", "fr", "it"],
      with_language_switch: true,
      primary_color: "emerald",
      primary_shade: 600,
      secondary_color: "slate",
      secondary_shade: 500,
      font_family: "Lora",
      logo: "/demo/globex-logo.svg",
      site: "Globex Finance",
      // Its own palette (emerald brand, slate text; decision 007): a light bar under the emerald logo.
      header_style: { type: "default", background: "white", color: "slate-700", color_hover: "emerald-800" },
      footer_style: { type: "compact", background: "slate-950", color: "slate-400", color_hover: "white" },
      require_email_verification: true,
    },
  });
  await createMenuItems({
    db,
    organizationId: globex.id,
    items: [
      {
        display_name: "Personal",
        display_name_translation: { de: "Privatkunden", fr: "Particuliers", it: "Privati" },
        url_name: "personal",
        is_displayed_on_footer: true,
        submenu: [
          {
            name: "Savings",
            name_translation: { de: "Sparen", fr: "Épargne", it: "Risparmio" },
            description: "Accounts that pay you back.",
            description_translation: {
              de: "Konten, die sich auszahlen.",
              fr: "Des comptes qui rapportent.",
              it: "Conti che rendono.",
            },
            url_name: "savings",
            image: "/demo/savings.svg",
          },
          {
            name: "Investing",
            name_translation: { de: "Anlegen", fr: "Investir", it: "Investire" },
            description: "Diversified portfolios from 50 a month.",
            description_translation: {
              de: "Breit gestreute Portfolios ab 50 im Monat.",
              fr: "Des portefeuilles diversifiés dès 50 par mois.",
              it: "Portafogli diversificati da 50 al mese.",
            },
            url_name: "investing",
            image: "/demo/investing.svg",
          },
        ],
      },
      {
        display_name: "Business",
        display_name_translation: { de: "Unternehmen", fr: "Entreprises", it: "Aziende" },
        url_name: "business",
        is_displayed_on_footer: true,
      },
      {
        display_name: "Advisors",
        display_name_translation: { de: "Berater", fr: "Conseillers", it: "Consulenti" },
        url_name: "advisors",
        is_displayed_on_footer: true,
      },
    ],
  });
  await createHeadingSection({
    db,
    organizationId: globex.id,
    heading: {
      url_page: "/home",
      name: "Your money,",
      name_translation: { de: "Ihr Geld,", fr: "Votre argent,", it: "Il tuo denaro," },
      name_part_2: "working harder.",
      name_part_2_translation: { de: "arbeitet mehr.", fr: "travaille davantage.", it: "lavora di più." },
      description_text: "<p>Savings, investing and retirement planning with advisors who answer the phone.</p>",
      description_text_translation: {
        de: "<p>Sparen, Anlegen und Altersvorsorge mit Beratern, die ans Telefon gehen.</p>",
        fr: "<p>Épargne, placements et retraite, avec des conseillers qui décrochent le téléphone.</p>",
        it: "<p>Risparmio, investimenti e pensione con consulenti che rispondono al telefono.</p>",
      },
      button_text: "Open an account",
      button_text_translation: { de: "Konto eröffnen", fr: "Ouvrir un compte", it: "Apri un conto" },
      url: "/personal",
      image: "/demo/hero-finance.svg",
      image_first: true,
      style_variant: "clean",
      background_color: "white",
    },
  });
  await createTemplateSection({
    db,
    organizationId: globex.id,
    section: {
      url_page: "/home",
      section_type: "general",
      section_title: "Plans for every stage of life",
      section_title_translation: {
        de: "Angebote für jede Lebensphase",
        fr: "Des solutions pour chaque étape de la vie",
        it: "Soluzioni per ogni fase della vita",
      },
      section_description: "Pick one, or let an advisor combine them for you.",
      section_description_translation: {
        de: "Wählen Sie eines – oder lassen Sie einen Berater kombinieren.",
        fr: "Choisissez-en une, ou laissez un conseiller les combiner pour vous.",
        it: "Scegline una, o lascia che un consulente le combini per te.",
      },
      grid_columns: 4,
      text_style_variant: "elegant",
      image_metrics_height: "h-40",
      metrics: [
        {
          title: "Savings",
          title_translation: { de: "Sparen", fr: "Épargne", it: "Risparmio" },
          description: "<p>Instant access, 3.1% interest.</p>",
          description_translation: {
            de: "<p>Täglich verfügbar, 3,1 % Zinsen.</p>",
            fr: "<p>Disponible à tout moment, 3,1 % d'intérêts.</p>",
            it: "<p>Accesso immediato, interesse del 3,1%.</p>",
          },
          image: "/demo/savings.svg",
        },
        {
          title: "Investing",
          title_translation: { de: "Anlegen", fr: "Investir", it: "Investire" },
          description: "<p>Low-cost index portfolios.</p>",
          description_translation: {
            de: "<p>Kostengünstige Indexportfolios.</p>",
            fr: "<p>Portefeuilles indiciels à bas coût.</p>",
            it: "<p>Portafogli indicizzati a basso costo.</p>",
          },
          image: "/demo/investing.svg",
        },
        {
          title: "Retirement",
          title_translation: { de: "Altersvorsorge", fr: "Retraite", it: "Pensione" },
          description: "<p>Plans that adjust as you age.</p>",
          description_translation: {
            de: "<p>Pläne, die mit Ihnen mitwachsen.</p>",
            fr: "<p>Des plans qui évoluent avec vous.</p>",
            it: "<p>Piani che si adattano con l'età.</p>",
          },
          image: "/demo/retirement.svg",
        },
        {
          title: "Insurance",
          title_translation: { de: "Versicherung", fr: "Assurance", it: "Assicurazione" },
          description: "<p>Cover for home, health and life.</p>",
          description_translation: {
            de: "<p>Schutz für Haus, Gesundheit und Leben.</p>",
            fr: "<p>Protection maison, santé et vie.</p>",
            it: "<p>Copertura per casa, salute e vita.</p>",
          },
          image: "/demo/insurance.svg",
        },
      ],
    },
  });
  await seedDemoContentPages({ db, brightpathId: brightpath.id, globexId: globex.id });
  await seedDemoHelpCenters({ db, brightpathId: brightpath.id, globexId: globex.id });
  await seedDemoHeroes({ db, brightpathId: brightpath.id, globexId: globex.id });
  await seedDemoAccounts({
    db,
    organizations: [
      { id: brightpath.id, slug: "brightpath", label: "Brightpath" },
      { id: globex.id, slug: "globex", label: "Globex" },
    ],
  });
  await seedDemoVisitorWidgets({ db, brightpath, globex });
  await seedDemoMeetings({ db, brightpathId: brightpath.id, globexId: globex.id });
  await seedShowcase({ db, brightpath, globex });
  return { brightpath, globex };
}

/** Creates the demo content when the database holds no organization yet. */
export async function seedDemoContentIfEmpty({ db }: { db: Db }): Promise<boolean> {
  return asSystem("the seed checks whether any organization exists, and seeds the first start", () =>
    db.transaction(async (tx) => {
      // Several instances may start at once against one PostgreSQL: only one seeds.
      await tx.execute(sql`select pg_advisory_xact_lock(72657001)`);
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(organizations);
      if ((row?.count ?? 0) > 0) return false;
      await seedDemoContent({ db: tx });
      return true;
    }),
  );
}
