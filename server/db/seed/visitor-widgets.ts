import type { Db } from "../client.ts";
import { cookieCategories, cookieServices, pricingPlans } from "../schema/index.ts";
import { createTemplateSection } from "./factories.ts";
import { crossTenant } from "../tenant-scope.ts";

type PlanInput = Omit<typeof pricingPlans.$inferInsert, "organization_id">;
type ServiceInput = Omit<typeof cookieServices.$inferInsert, "organization_id" | "category_id">;
type CategoryInput = Omit<typeof cookieCategories.$inferInsert, "organization_id"> & { services?: ServiceInput[] };

/** Pricing plans of one organization, in the given order (factory shared by the seed and tests). */
export async function createPricingPlans({
  db,
  organizationId,
  plans,
}: {
  db: Db;
  organizationId: number;
  plans: PlanInput[];
}) {
  if (plans.length === 0) return [];
  return crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(pricingPlans)
    .values(plans.map((plan, index) => ({ order: index, ...plan, organization_id: organizationId })))
    .returning();
}

/** Cookie categories with their services, in the given order (factory shared by the seed and tests). */
export async function createCookieCategories({
  db,
  organizationId,
  categories,
}: {
  db: Db;
  organizationId: number;
  categories: CategoryInput[];
}) {
  const created = [];
  for (const [index, { services = [], ...category }] of categories.entries()) {
    const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
      .insert(cookieCategories)
      .values({ order: index, ...category, organization_id: organizationId })
      .returning();
    const serviceRows =
      services.length > 0
        ? await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
            .insert(cookieServices)
            .values(
              services.map((service, order) => ({
                order,
                ...service,
                organization_id: organizationId,
                category_id: row!.id,
              })),
            )
            .returning()
        : [];
    created.push({ category: row!, services: serviceRows });
  }
  return created;
}

/**
 * Demo plans (with a pricing section on each home) and cookie categories for both demo
 * organizations, in every language each supports.
 */
export async function seedDemoVisitorWidgets({
  db,
  brightpath,
  globex,
}: {
  db: Db;
  brightpath: { id: number };
  globex: { id: number };
}) {
  await createPricingPlans({
    db,
    organizationId: brightpath.id,
    plans: [
      {
        name: "Strategy Sprint",
        name_translation: { es: "Sprint de estrategia", fr: "Sprint stratégique", de: "Strategie-Sprint" },
        description: "Two weeks to a plan your team believes in.",
        description_translation: {
          es: "Dos semanas para un plan en el que su equipo crea.",
          fr: "Deux semaines pour un plan auquel votre équipe croit.",
          de: "Zwei Wochen bis zu einem Plan, an den Ihr Team glaubt.",
        },
        features: ["Two workshops", "Market scan", "One-page strategy"],
        features_translation: {
          es: ["Dos talleres", "Análisis de mercado", "Estrategia en una página"],
          fr: ["Deux ateliers", "Étude de marché", "Stratégie en une page"],
          de: ["Zwei Workshops", "Marktanalyse", "Strategie auf einer Seite"],
        },
        price: 490000,
      },
      {
        name: "Operations Review",
        name_translation: { es: "Revisión de operaciones", fr: "Revue des opérations", de: "Betriebsanalyse" },
        description: "Find the bottlenecks and fix the three that matter.",
        description_translation: {
          es: "Encuentre los cuellos de botella y resuelva los tres que importan.",
          fr: "Trouvez les goulots d'étranglement et réglez les trois qui comptent.",
          de: "Engpässe finden und die drei wichtigsten lösen.",
        },
        features: ["Process mapping", "Team interviews", "90-day action plan"],
        features_translation: {
          es: ["Mapa de procesos", "Entrevistas con el equipo", "Plan de acción a 90 días"],
          fr: ["Cartographie des processus", "Entretiens d'équipe", "Plan d'action à 90 jours"],
          de: ["Prozesslandkarte", "Teaminterviews", "90-Tage-Aktionsplan"],
        },
        price: 750000,
        is_promotion: true,
        promotion_price: 590000,
      },
      {
        name: "Advisory Retainer",
        name_translation: { es: "Asesoría continua", fr: "Conseil permanent", de: "Beratungsmandat" },
        description: "A senior advisor on call, every month.",
        description_translation: {
          es: "Un asesor sénior disponible, cada mes.",
          fr: "Un conseiller senior disponible, chaque mois.",
          de: "Ein erfahrener Berater auf Abruf, jeden Monat.",
        },
        features: ["Monthly board session", "Unlimited e-mail questions", "Quarterly review"],
        features_translation: {
          es: ["Sesión mensual con la dirección", "Preguntas por correo ilimitadas", "Revisión trimestral"],
          fr: ["Séance mensuelle avec la direction", "Questions par e-mail illimitées", "Bilan trimestriel"],
          de: ["Monatliche Vorstandssitzung", "Unbegrenzte Fragen per E-Mail", "Quartalsbericht"],
        },
        price: 320000,
      },
    ],
  });
  await createPricingPlans({
    db,
    organizationId: globex.id,
    plans: [
      {
        name: "Essentials",
        name_translation: { de: "Basis", fr: "Essentiel", it: "Essenziale" },
        description: "A current account and savings goals, no fees.",
        description_translation: {
          de: "Girokonto und Sparziele, ohne Gebühren.",
          fr: "Un compte courant et des objectifs d'épargne, sans frais.",
          it: "Un conto corrente e obiettivi di risparmio, senza commissioni.",
        },
        features: ["Free current account", "Savings goals", "Mobile app"],
        features_translation: {
          de: ["Kostenloses Girokonto", "Sparziele", "Mobile App"],
          fr: ["Compte courant gratuit", "Objectifs d'épargne", "Application mobile"],
          it: ["Conto corrente gratuito", "Obiettivi di risparmio", "App mobile"],
        },
        price: 900,
        currency_symbol: "€",
      },
      {
        name: "Plus",
        name_translation: { de: "Plus", fr: "Plus", it: "Plus" },
        description: "Investing and a yearly review with an advisor.",
        description_translation: {
          de: "Anlegen und ein jährliches Gespräch mit einer Beraterin.",
          fr: "Investissement et un bilan annuel avec un conseiller.",
          it: "Investimenti e una revisione annuale con un consulente.",
        },
        features: ["Everything in Essentials", "Index fund portfolios", "Yearly advisor review"],
        features_translation: {
          de: ["Alles aus Basis", "Indexfonds-Portfolios", "Jährliche Beratung"],
          fr: ["Tout l'Essentiel", "Portefeuilles de fonds indiciels", "Bilan annuel avec un conseiller"],
          it: ["Tutto di Essenziale", "Portafogli di fondi indicizzati", "Revisione annuale con un consulente"],
        },
        price: 2400,
        is_promotion: true,
        promotion_price: 1900,
        currency_symbol: "€",
      },
      {
        name: "Private",
        name_translation: { de: "Privat", fr: "Privé", it: "Privato" },
        description: "Your own advisor for retirement, tax and insurance.",
        description_translation: {
          de: "Ihre eigene Beratung für Vorsorge, Steuern und Versicherung.",
          fr: "Votre conseiller pour la retraite, les impôts et l'assurance.",
          it: "Il tuo consulente per pensione, tasse e assicurazioni.",
        },
        features: ["Personal advisor", "Retirement planning", "Insurance check"],
        features_translation: {
          de: ["Persönliche Beratung", "Ruhestandsplanung", "Versicherungscheck"],
          fr: ["Conseiller personnel", "Planification de la retraite", "Bilan d'assurance"],
          it: ["Consulente personale", "Pianificazione della pensione", "Verifica assicurativa"],
        },
        price: 9900,
        currency_symbol: "€",
      },
    ],
  });
  await createTemplateSection({
    db,
    organizationId: brightpath.id,
    section: {
      url_page: "/home",
      order: 10,
      section_type: "pricing_plans",
      section_title: "Plans and pricing",
      section_title_translation: { es: "Planes y precios", fr: "Offres et tarifs", de: "Pakete und Preise" },
      section_description: "<p>Fixed prices, clear scope. Add what you need to your basket.</p>",
      section_description_translation: {
        es: "<p>Precios fijos, alcance claro. Añada a su cesta lo que necesite.</p>",
        fr: "<p>Prix fixes, périmètre clair. Ajoutez ce dont vous avez besoin à votre panier.</p>",
        de: "<p>Feste Preise, klarer Umfang. Legen Sie in den Warenkorb, was Sie brauchen.</p>",
      },
      is_section_title_aligned_center: true,
    },
  });
  await createTemplateSection({
    db,
    organizationId: globex.id,
    section: {
      url_page: "/home",
      order: 10,
      section_type: "pricing_plans",
      section_title: "Choose your plan",
      section_title_translation: {
        de: "Wählen Sie Ihr Paket",
        fr: "Choisissez votre offre",
        it: "Scegli il tuo piano",
      },
      section_description: "<p>Monthly prices, cancel at any time.</p>",
      section_description_translation: {
        de: "<p>Monatliche Preise, jederzeit kündbar.</p>",
        fr: "<p>Prix mensuels, résiliable à tout moment.</p>",
        it: "<p>Prezzi mensili, disdici quando vuoi.</p>",
      },
      is_section_title_aligned_center: true,
    },
  });

  await createCookieCategories({
    db,
    organizationId: brightpath.id,
    categories: [
      {
        name: "Essential",
        name_translation: { es: "Esenciales", fr: "Essentiels", de: "Notwendig" },
        description: "Needed for the site to work: sign-in, security and your choices. Always on.",
        description_translation: {
          es: "Necesarias para que el sitio funcione: inicio de sesión, seguridad y sus preferencias. Siempre activas.",
          fr: "Nécessaires au fonctionnement du site : connexion, sécurité et vos choix. Toujours actifs.",
          de: "Für den Betrieb der Website nötig: Anmeldung, Sicherheit und Ihre Auswahl. Immer aktiv.",
        },
        services: [
          {
            name: "Session and security",
            name_translation: { es: "Sesión y seguridad", fr: "Session et sécurité", de: "Sitzung und Sicherheit" },
            description: "Keeps you signed in and protects forms.",
            description_translation: {
              es: "Mantiene su sesión iniciada y protege los formularios.",
              fr: "Vous garde connecté et protège les formulaires.",
              de: "Hält Sie angemeldet und schützt Formulare.",
            },
          },
          {
            name: "Preferences",
            name_translation: { es: "Preferencias", fr: "Préférences", de: "Einstellungen" },
            description: "Remembers your language and cookie choices.",
            description_translation: {
              es: "Recuerda su idioma y sus preferencias de cookies.",
              fr: "Mémorise votre langue et vos choix de cookies.",
              de: "Merkt sich Ihre Sprache und Cookie-Auswahl.",
            },
          },
        ],
      },
      {
        name: "Analytics",
        name_translation: { es: "Analítica", fr: "Statistiques", de: "Statistik" },
        description: "Helps us understand which pages are useful.",
        description_translation: {
          es: "Nos ayuda a entender qué páginas son útiles.",
          fr: "Nous aide à comprendre quelles pages sont utiles.",
          de: "Hilft uns zu verstehen, welche Seiten nützlich sind.",
        },
        services: [
          {
            name: "Site analytics",
            name_translation: { es: "Analítica del sitio", fr: "Statistiques du site", de: "Website-Statistik" },
            description: "Counts visits without identifying you.",
            description_translation: {
              es: "Cuenta las visitas sin identificarle.",
              fr: "Compte les visites sans vous identifier.",
              de: "Zählt Besuche, ohne Sie zu identifizieren.",
            },
            script_url: "/demo/consented-analytics.js",
          },
        ],
      },
      {
        name: "Marketing",
        name_translation: { es: "Marketing", fr: "Marketing", de: "Marketing" },
        description: "Measures our campaigns and shows you relevant offers.",
        description_translation: {
          es: "Mide nuestras campañas y le muestra ofertas relevantes.",
          fr: "Mesure nos campagnes et vous montre des offres pertinentes.",
          de: "Misst unsere Kampagnen und zeigt Ihnen passende Angebote.",
        },
        services: [
          {
            name: "Campaign tracking",
            name_translation: { es: "Seguimiento de campañas", fr: "Suivi des campagnes", de: "Kampagnenmessung" },
            description: "Tells us which newsletter or advert brought you here.",
            description_translation: {
              es: "Nos dice qué boletín o anuncio le trajo aquí.",
              fr: "Nous indique quelle newsletter ou publicité vous a amené ici.",
              de: "Zeigt uns, welcher Newsletter oder welche Anzeige Sie hergeführt hat.",
            },
          },
          {
            name: "Retired ad pixel",
            description: "No longer used; kept inactive so that old consent records still name it.",
            active: false,
          },
        ],
      },
    ],
  });
  await createCookieCategories({
    db,
    organizationId: globex.id,
    categories: [
      {
        name: "Essential",
        name_translation: { de: "Notwendig", fr: "Essentiels", it: "Essenziali" },
        description: "Required for secure banking sessions. Always on.",
        description_translation: {
          de: "Für sichere Banking-Sitzungen erforderlich. Immer aktiv.",
          fr: "Indispensables aux sessions bancaires sécurisées. Toujours actifs.",
          it: "Necessari per sessioni bancarie sicure. Sempre attivi.",
        },
        services: [
          {
            name: "Secure session",
            name_translation: { de: "Sichere Sitzung", fr: "Session sécurisée", it: "Sessione sicura" },
            description: "Keeps you signed in and blocks forged requests.",
            description_translation: {
              de: "Hält Sie angemeldet und blockiert gefälschte Anfragen.",
              fr: "Vous garde connecté et bloque les requêtes falsifiées.",
              it: "Mantiene l'accesso e blocca le richieste contraffatte.",
            },
          },
        ],
      },
      {
        name: "Analytics",
        name_translation: { de: "Statistik", fr: "Statistiques", it: "Statistiche" },
        description: "Shows us how our tools are used, in aggregate.",
        description_translation: {
          de: "Zeigt uns zusammengefasst, wie unsere Werkzeuge genutzt werden.",
          fr: "Nous montre, de façon agrégée, comment nos outils sont utilisés.",
          it: "Ci mostra, in forma aggregata, come vengono usati i nostri strumenti.",
        },
        services: [
          {
            name: "Usage statistics",
            name_translation: { de: "Nutzungsstatistik", fr: "Statistiques d'usage", it: "Statistiche d'uso" },
            description: "Page views and calculator use, without personal data.",
            description_translation: {
              de: "Seitenaufrufe und Rechnernutzung, ohne persönliche Daten.",
              fr: "Pages vues et usage des simulateurs, sans données personnelles.",
              it: "Pagine viste e uso dei calcolatori, senza dati personali.",
            },
          },
        ],
      },
      {
        name: "Marketing",
        name_translation: { de: "Marketing", fr: "Marketing", it: "Marketing" },
        description: "Lets us show you Globex offers on other sites.",
        description_translation: {
          de: "Ermöglicht uns, Ihnen Globex-Angebote auf anderen Websites zu zeigen.",
          fr: "Nous permet de vous montrer les offres Globex sur d'autres sites.",
          it: "Ci permette di mostrarti le offerte Globex su altri siti.",
        },
        services: [
          {
            name: "Advertising partners",
            name_translation: { de: "Werbepartner", fr: "Partenaires publicitaires", it: "Partner pubblicitari" },
            description: "Measures which adverts lead to new customers.",
            description_translation: {
              de: "Misst, welche Anzeigen zu neuen Kunden führen.",
              fr: "Mesure quelles publicités amènent de nouveaux clients.",
              it: "Misura quali annunci portano nuovi clienti.",
            },
          },
        ],
      },
    ],
  });
}
