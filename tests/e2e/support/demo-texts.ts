/**
 * Texts of the demo content (server/db/seed/demo.ts) that the specs look for. Kept here, not
 * imported from the seed, so that a change to the demo data shows up as a deliberate test change.
 */
export const brightpath = {
  host: "localhost",
  name: "Brightpath Consulting",
  logo: "/demo/brightpath-logo.svg",
  menu: ["Services", "Industries", "About", "Blog", "Contact"],
  submenu: "Strategy",
  heading: ["Clear strategy.", "Confident teams.", "Lasting results."],
  headingButton: "Book a free consultation",
  sectionTitle: "What we do",
  metrics: ["Strategy", "Operations", "People"],
  footerLinks: ["Services", "About", "Blog", "Contact"],
  /** Texts no other tenant uses: their presence on another site would be a leak. */
  distinctive: [
    "Brightpath",
    "Clear strategy.",
    "What we do",
    "Book a free consultation",
    "Results our clients measured",
  ],
  es: {
    menu: ["Servicios", "Sectores", "Nosotros", "Contacto"],
    submenu: "Estrategia",
    heading: ["Estrategia clara.", "Equipos seguros.", "Resultados duraderos."],
    headingButton: "Reserve una consulta gratuita",
    sectionTitle: "Lo que hacemos",
    metrics: ["Estrategia", "Operaciones", "Personas"],
    english: ["Clear strategy.", "What we do", "Book a free consultation"],
  },
} as const;

export const globex = {
  host: "globex.localhost",
  name: "Globex Finance",
  logo: "/demo/globex-logo.svg",
  menu: ["Personal", "Business", "Advisors"],
  submenu: "Savings",
  heading: ["Your money,", "working harder."],
  headingButton: "Open an account",
  sectionTitle: "Plans for every stage of life",
  metrics: ["Savings", "Investing", "Retirement", "Insurance"],
  footerLinks: ["Personal", "Business", "Advisors"],
  distinctive: ["Globex", "Your money,", "Plans for every stage of life", "Open an account"],
  de: {
    menu: ["Privatkunden", "Unternehmen", "Berater"],
    submenu: "Sparen",
    heading: ["Ihr Geld,", "arbeitet mehr."],
    headingButton: "Konto eröffnen",
    sectionTitle: "Angebote für jede Lebensphase",
    metrics: ["Sparen", "Anlegen", "Altersvorsorge", "Versicherung"],
    english: ["Your money,", "Plans for every stage of life", "Open an account"],
  },
} as const;
