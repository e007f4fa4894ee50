import type { Db } from "../client.ts";
import { createBanners, createFaqs, createSectionPerson } from "./showcase-factories.ts";
import { addPageChrome, description, g, metric, sectionsOf, title } from "./showcase-kit.ts";

/** Globex's showcase: its home sections and its own /showcase pages. */
export async function seedGlobex(db: Db, organizationId: number) {
  const section = sectionsOf(db, organizationId);

  const testimonials = await section({
    url_page: "/home",
    order: 1,
    section_type: "testimonials",
    ...title(
      g(
        "What our customers say",
        "Was unsere Kunden sagen",
        "Ce que disent nos clients",
        "Cosa dicono i nostri clienti",
      ),
    ),
    text_style_variant: "apple",
    grid_columns: 3,
    background_color: "slate-50",
  });
  const customers = [
    {
      fullName: "Elena Bianchi",
      email: "elena.bianchi@globex.localhost",
      quote: g(
        "My advisor rebuilt my pension plan in one afternoon and explained every line.",
        "Mein Berater hat meine Altersvorsorge an einem Nachmittag neu aufgestellt und jede Zeile erklärt.",
        "Mon conseiller a refait mon plan retraite en un après-midi en m'expliquant chaque ligne.",
        "Il mio consulente ha rifatto il mio piano pensione in un pomeriggio, spiegandomi ogni riga.",
      ),
      job: g("Architect", "Architektin", "Architecte", "Architetta"),
      company: "Studio Bianchi",
      rating: 5,
      featured: true,
    },
    {
      fullName: "Thomas Müller",
      email: "thomas.mueller@globex.localhost",
      quote: g(
        "Savings that actually earn something, and an app that does not get in the way.",
        "Ersparnisse, die wirklich etwas abwerfen, und eine App, die nicht im Weg steht.",
        "Une épargne qui rapporte vraiment, et une application qui ne complique rien.",
        "Risparmi che rendono davvero, e un'app che non complica la vita.",
      ),
      job: g("Teacher", "Lehrer", "Enseignant", "Insegnante"),
      company: null,
      rating: 5,
      featured: false,
    },
    {
      fullName: "Amélie Laurent",
      email: "amelie.laurent@globex.localhost",
      quote: g(
        "Financing our first home took three weeks instead of three months.",
        "Die Finanzierung unseres ersten Hauses dauerte drei Wochen statt drei Monate.",
        "Le financement de notre première maison a pris trois semaines au lieu de trois mois.",
        "Il mutuo per la nostra prima casa ha richiesto tre settimane invece di tre mesi.",
      ),
      job: g("Nurse", "Pflegefachfrau", "Infirmière", "Infermiera"),
      company: null,
      rating: 4,
      featured: false,
    },
  ];
  for (const [index, customer] of customers.entries()) {
    await createSectionPerson({
      db,
      organizationId,
      fullName: customer.fullName,
      email: customer.email,
      customer: {
        is_customer: true,
        testimonial_text: customer.quote.text,
        testimonial_text_translation: customer.quote.tr,
        rating: customer.rating,
        job_title: customer.job.text,
        job_title_translation: customer.job.tr,
        company: customer.company,
        is_featured: customer.featured,
        display_order: index + 1,
        assigned_sections: [testimonials.section.id],
      },
    });
  }

  await section({
    url_page: "/home",
    order: 2,
    section_type: "real_estate",
    ...title(
      g(
        "Homes we financed this year",
        "Häuser, die wir dieses Jahr finanziert haben",
        "Des logements financés cette année",
        "Case finanziate quest'anno",
      ),
    ),
    ...description(
      g(
        "Mortgages from 2.9% fixed for ten years.",
        "Hypotheken ab 2,9 % fest für zehn Jahre.",
        "Prêts immobiliers dès 2,9 % fixe sur dix ans.",
        "Mutui dal 2,9% fisso per dieci anni.",
      ),
    ),
    grid_columns: 3,
    image_metrics_height: "h-56",
    text_style_variant: "default",
    metrics: [
      metric(
        g("Townhouse in Bath", "Reihenhaus in Bath", "Maison de ville à Bath", "Villetta a schiera a Bath"),
        g(
          "<p>3 bedrooms · financed at 2.9%</p>",
          "<p>3 Schlafzimmer · finanziert zu 2,9 %</p>",
          "<p>3 chambres · financée à 2,9 %</p>",
          "<p>3 camere · finanziata al 2,9%</p>",
        ),
        { image: "/demo/homes/townhouse.svg" },
      ),
      metric(
        g("Cottage near Lyon", "Landhaus bei Lyon", "Maison de campagne près de Lyon", "Casale vicino a Lione"),
        g(
          "<p>4 bedrooms · financed at 3.1%</p>",
          "<p>4 Schlafzimmer · finanziert zu 3,1 %</p>",
          "<p>4 chambres · financée à 3,1 %</p>",
          "<p>4 camere · finanziata al 3,1%</p>",
        ),
        { image: "/demo/homes/cottage.svg" },
      ),
      metric(
        g("Loft in Milan", "Loft in Mailand", "Loft à Milan", "Loft a Milano"),
        g(
          "<p>2 bedrooms · financed at 3.0%</p>",
          "<p>2 Schlafzimmer · finanziert zu 3,0 %</p>",
          "<p>2 chambres · financé à 3,0 %</p>",
          "<p>2 camere · finanziato al 3,0%</p>",
        ),
        { image: "/demo/homes/loft.svg" },
      ),
    ],
  });

  await section({
    url_page: "/home",
    order: 3,
    section_type: "help_center",
    ...title(g("Help with your accounts", "Hilfe zu Ihren Konten", "Aide pour vos comptes", "Aiuto per i tuoi conti")),
    text_style_variant: "codedharmony",
    grid_columns: 3,
    metrics: [
      metric(
        g("Opening an account", "Konto eröffnen", "Ouvrir un compte", "Aprire un conto"),
        g(
          "<p>Ten minutes with your ID at hand.</p>",
          "<p>Zehn Minuten mit Ausweis zur Hand.</p>",
          "<p>Dix minutes, pièce d'identité en main.</p>",
          "<p>Dieci minuti con un documento a portata di mano.</p>",
        ),
      ),
      metric(
        g("Moving your savings", "Ersparnisse übertragen", "Transférer votre épargne", "Trasferire i risparmi"),
        g(
          "<p>We handle the transfer from your old bank.</p>",
          "<p>Wir übernehmen den Wechsel von Ihrer alten Bank.</p>",
          "<p>Nous gérons le transfert depuis votre ancienne banque.</p>",
          "<p>Gestiamo noi il trasferimento dalla tua vecchia banca.</p>",
        ),
      ),
      metric(
        g("Security and fraud", "Sicherheit und Betrug", "Sécurité et fraude", "Sicurezza e frodi"),
        g(
          "<p>What we never ask you, and how to reach us fast.</p>",
          "<p>Was wir Sie nie fragen und wie Sie uns schnell erreichen.</p>",
          "<p>Ce que nous ne vous demandons jamais, et comment nous joindre vite.</p>",
          "<p>Cosa non ti chiediamo mai e come contattarci subito.</p>",
        ),
      ),
    ],
  });

  // No section_type: the faq section is derived from its legacy flag.
  await section({
    url_page: "/home",
    order: 4,
    is_faq_section: true,
    ...title(g("Questions, answered", "Fragen und Antworten", "Vos questions, nos réponses", "Domande e risposte")),
    text_style_variant: "elegant",
    is_section_title_aligned_center: true,
    background_color: "slate-50",
  });
  await createFaqs({
    db,
    organizationId,
    items: [
      {
        question: "Is my money protected?",
        question_translation: {
          de: "Ist mein Geld geschützt?",
          fr: "Mon argent est-il protégé ?",
          it: "Il mio denaro è protetto?",
        },
        answer:
          "<p>Deposits are protected up to <strong>100,000</strong> per customer by the national guarantee scheme.</p>",
        answer_translation: {
          de: "<p>Einlagen sind bis <strong>100.000</strong> pro Kunde durch die gesetzliche Einlagensicherung geschützt.</p>",
          fr: "<p>Les dépôts sont garantis jusqu'à <strong>100 000</strong> par client par le fonds de garantie national.</p>",
          it: "<p>I depositi sono protetti fino a <strong>100.000</strong> per cliente dal fondo di garanzia nazionale.</p>",
        },
      },
      {
        question: "What does an advisor cost?",
        question_translation: {
          de: "Was kostet ein Berater?",
          fr: "Combien coûte un conseiller ?",
          it: "Quanto costa un consulente?",
        },
        answer: "<p>Nothing for account holders. Advice is part of every plan.</p>",
        answer_translation: {
          de: "<p>Für Kontoinhaber nichts. Beratung ist in jedem Angebot enthalten.</p>",
          fr: "<p>Rien pour les titulaires de compte. Le conseil est inclus dans chaque offre.</p>",
          it: "<p>Nulla per i titolari di conto. La consulenza è inclusa in ogni piano.</p>",
        },
      },
      {
        question: "Can I close my account at any time?",
        question_translation: {
          de: "Kann ich mein Konto jederzeit kündigen?",
          fr: "Puis-je clôturer mon compte à tout moment ?",
          it: "Posso chiudere il conto in qualsiasi momento?",
        },
        answer: "<p>Yes, free of charge, online or by phone.</p>",
        answer_translation: {
          de: "<p>Ja, kostenlos, online oder telefonisch.</p>",
          fr: "<p>Oui, gratuitement, en ligne ou par téléphone.</p>",
          it: "<p>Sì, gratuitamente, online o per telefono.</p>",
        },
      },
    ],
  });

  await section({
    url_page: "/home",
    order: 5,
    section_type: "contact",
    ...title(
      g("Speak to an advisor", "Mit einem Berater sprechen", "Parler à un conseiller", "Parla con un consulente"),
    ),
    ...description(
      g(
        "Leave your details and we call you back the same day.",
        "Hinterlassen Sie Ihre Angaben – wir rufen noch am selben Tag zurück.",
        "Laissez vos coordonnées, nous vous rappelons le jour même.",
        "Lascia i tuoi dati e ti richiamiamo in giornata.",
      ),
    ),
    text_style_variant: "default",
    is_section_title_aligned_center: true,
  });

  // /showcase: the mini header and the default footer; /showcase/ring: the ring card header.
  await section({
    url_page: "/showcase",
    order: 0,
    section_type: "general",
    ...title(g("Everyday banking", "Banking für jeden Tag", "La banque au quotidien", "La banca di tutti i giorni")),
    ...description(
      g(
        "Savings you can reach any day and investments that cost little to hold.",
        "Ersparnisse, die täglich verfügbar sind, und Anlagen mit geringen Kosten.",
        "Une épargne disponible chaque jour et des placements peu coûteux à détenir.",
        "Risparmi disponibili ogni giorno e investimenti che costano poco.",
      ),
    ),
    grid_columns: 2,
    image_metrics_height: "h-64",
    text_style_variant: "magazine",
    metrics: [
      metric(
        g("Savings", "Sparen", "Épargne", "Risparmio"),
        g(
          "<p>Instant access, 3.1% interest.</p>",
          "<p>Täglich verfügbar, 3,1 % Zinsen.</p>",
          "<p>Disponible à tout moment, 3,1 % d'intérêts.</p>",
          "<p>Accesso immediato, interesse del 3,1%.</p>",
        ),
        { image: "/demo/savings.svg", is_card_type: true },
      ),
      metric(
        g("Investing", "Anlegen", "Investir", "Investire"),
        g(
          "<p>Low-cost index portfolios.</p>",
          "<p>Kostengünstige Indexportfolios.</p>",
          "<p>Portefeuilles indiciels à bas coût.</p>",
          "<p>Portafogli indicizzati a basso costo.</p>",
        ),
        { image: "/demo/investing.svg", is_card_type: true },
      ),
    ],
  });
  await section({
    url_page: "/showcase/ring",
    order: 0,
    section_type: "general",
    ...title(
      g("Advice in your corner", "Beratung an Ihrer Seite", "Un conseil à vos côtés", "Consulenza al tuo fianco"),
    ),
    ...description(
      g(
        "One advisor who knows your accounts, your plans and your name.",
        "Ein Berater, der Ihre Konten, Ihre Pläne und Ihren Namen kennt.",
        "Un conseiller qui connaît vos comptes, vos projets et votre nom.",
        "Un consulente che conosce i tuoi conti, i tuoi progetti e il tuo nome.",
      ),
    ),
    grid_columns: 1,
    image_metrics_height: "h-80",
    text_style_variant: "brutalist",
    metrics: [
      metric(
        g("Retirement", "Altersvorsorge", "Retraite", "Pensione"),
        g(
          "<p>Plans that adjust as you age.</p>",
          "<p>Pläne, die mit Ihnen mitwachsen.</p>",
          "<p>Des plans qui évoluent avec vous.</p>",
          "<p>Piani che si adattano con l'età.</p>",
        ),
        { image: "/demo/retirement.svg" },
      ),
    ],
  });
  await addPageChrome(db, organizationId, {
    "/showcase": {
      header_style: {
        type: "mini",
        background: "white",
        color: "slate-700",
        color_hover: "emerald-700",
        logo_height: "h-8",
      },
      footer_style: { type: "default", background: "slate-950", color: "slate-300", color_hover: "white" },
    },
    "/showcase/ring": {
      header_style: {
        type: "ring_card_mini",
        background: "white",
        color: "slate-800",
        color_hover: "emerald-700",
        menu_width: "5xl",
      },
      footer_style: "light",
    },
  });

  await createBanners({
    db,
    organizationId,
    items: [
      {
        position: "top",
        type: "permanent",
        page_paths: [],
        content: {
          text: "Savings rate raised to 3.1% for all customers.",
          text_translation: {
            de: "Sparzins für alle Kunden auf 3,1 % erhöht.",
            fr: "Taux d'épargne relevé à 3,1 % pour tous les clients.",
            it: "Tasso di risparmio portato al 3,1% per tutti i clienti.",
          },
          icon: "sparkles",
          banner_background: "emerald-800",
          banner_content_style: { color: "white", is_bold: true },
        },
      },
      {
        position: "right",
        type: "closed",
        dismissal_duration: "1 minute",
        open_state: "bottom-30",
        page_paths: ["/home"],
        content: {
          text: "Book a free portfolio review.",
          text_translation: {
            de: "Buchen Sie einen kostenlosen Depot-Check.",
            fr: "Réservez un bilan de portefeuille gratuit.",
            it: "Prenota una revisione gratuita del portafoglio.",
          },
          icon: "clock",
          link: {
            url: "/showcase",
            label: "Find out more",
            label_translation: { de: "Mehr erfahren", fr: "En savoir plus", it: "Scopri di più" },
          },
          banner_background: "slate-900",
          banner_content_style: { color: "white" },
        },
      },
    ],
  });
}
