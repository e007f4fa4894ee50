import type { DemoPage } from "./demo-content-kit.ts";

/** Every page the Globex header, mega-menu and footer link to, in en, de, fr and it. */
export const GLOBEX_PAGES: DemoPage[] = [
  {
    slug: "personal",
    title: { en: "Personal banking", de: "Privatkunden", fr: "Particuliers", it: "Privati" },
    description: {
      en: "Savings, investing, retirement and insurance for individuals and families, with an advisor you can call.",
      de: "Sparen, Anlegen, Altersvorsorge und Versicherung für Privatpersonen und Familien – mit einem Berater, den Sie anrufen können.",
      fr: "Épargne, placements, retraite et assurance pour les particuliers et les familles, avec un conseiller joignable.",
      it: "Risparmio, investimenti, pensione e assicurazioni per privati e famiglie, con un consulente che puoi chiamare.",
    },
    heading: {
      name: { en: "Banking for", de: "Banking für", fr: "Une banque pour", it: "Una banca per" },
      name2: {
        en: "every stage of life.",
        de: "jede Lebensphase.",
        fr: "chaque étape de la vie.",
        it: "ogni fase della vita.",
      },
      description: {
        en: "<p>Open an account in ten minutes, move money for free and talk to the same advisor every time.</p>",
        de: "<p>Konto in zehn Minuten eröffnen, kostenlos überweisen und immer mit derselben Beraterin sprechen.</p>",
        fr: "<p>Ouvrez un compte en dix minutes, virez gratuitement et parlez toujours au même conseiller.</p>",
        it: "<p>Apri un conto in dieci minuti, trasferisci denaro gratis e parla sempre con lo stesso consulente.</p>",
      },
      button: {
        en: "See savings accounts",
        de: "Sparkonten ansehen",
        fr: "Voir les comptes d’épargne",
        it: "Scopri i conti di risparmio",
      },
      url: "/savings",
      image: "/demo/hero-finance.svg",
      styleVariant: "clean",
      background: "white",
    },
    sections: [
      {
        title: { en: "What we offer", de: "Unser Angebot", fr: "Notre offre", it: "La nostra offerta" },
        textStyle: "elegant",
        background: "slate-50",
        metrics: [
          {
            title: { en: "Savings", de: "Sparen", fr: "Épargne", it: "Risparmio" },
            description: {
              en: '<p>3.1% on instant-access savings. <a href="/savings">Details</a></p>',
              de: '<p>3,1 % auf täglich verfügbares Sparguthaben. <a href="/de/savings">Details</a></p>',
              fr: '<p>3,1 % sur l’épargne disponible. <a href="/fr/savings">Détails</a></p>',
              it: '<p>3,1% sui risparmi disponibili subito. <a href="/it/savings">Dettagli</a></p>',
            },
            image: "/demo/savings.svg",
          },
          {
            title: { en: "Investing", de: "Anlegen", fr: "Investir", it: "Investire" },
            description: {
              en: '<p>Index portfolios from 50 a month. <a href="/investing">Details</a></p>',
              de: '<p>Indexportfolios ab 50 im Monat. <a href="/de/investing">Details</a></p>',
              fr: '<p>Portefeuilles indiciels dès 50 par mois. <a href="/fr/investing">Détails</a></p>',
              it: '<p>Portafogli indicizzati da 50 al mese. <a href="/it/investing">Dettagli</a></p>',
            },
            image: "/demo/investing.svg",
          },
          {
            title: { en: "Advice", de: "Beratung", fr: "Conseil", it: "Consulenza" },
            description: {
              en: '<p>A named advisor for every customer. <a href="/advisors">Meet them</a></p>',
              de: '<p>Eine feste Beraterin für jeden Kunden. <a href="/de/advisors">Kennenlernen</a></p>',
              fr: '<p>Un conseiller attitré pour chaque client. <a href="/fr/advisors">Les rencontrer</a></p>',
              it: '<p>Un consulente dedicato per ogni cliente. <a href="/it/advisors">Conoscili</a></p>',
            },
            image: "/demo/advisors.svg",
          },
        ],
      },
    ],
  },
  {
    slug: "savings",
    title: { en: "Savings", de: "Sparen", fr: "Épargne", it: "Risparmio" },
    description: {
      en: "Instant-access savings at 3.1%, fixed terms up to 3.6%, no fees and deposits protected up to 100,000.",
      de: "Tagesgeld mit 3,1 %, Festgeld bis 3,6 %, keine Gebühren, Einlagen bis 100.000 gesichert.",
      fr: "Épargne disponible à 3,1 %, dépôts à terme jusqu’à 3,6 %, sans frais, dépôts garantis jusqu’à 100 000.",
      it: "Risparmio libero al 3,1%, vincoli fino al 3,6%, senza commissioni, depositi garantiti fino a 100.000.",
    },
    heading: {
      name: { en: "Savings that", de: "Sparen, das sich", fr: "Une épargne qui", it: "Risparmi che" },
      name2: { en: "pay you back.", de: "auszahlt.", fr: "rapporte.", it: "rendono." },
      description: {
        en: "<p>No fees, no minimum balance, and interest paid every month.</p>",
        de: "<p>Keine Gebühren, kein Mindestguthaben, Zinsen jeden Monat.</p>",
        fr: "<p>Sans frais, sans solde minimum, intérêts versés chaque mois.</p>",
        it: "<p>Niente commissioni, nessun saldo minimo, interessi pagati ogni mese.</p>",
      },
      button: {
        en: "Talk to an advisor",
        de: "Mit einem Berater sprechen",
        fr: "Parler à un conseiller",
        it: "Parla con un consulente",
      },
      url: "/advisors",
      image: "/demo/savings.svg",
      imageFirst: true,
      background: "white",
    },
    sections: [
      {
        title: {
          en: "Choose your account",
          de: "Wählen Sie Ihr Konto",
          fr: "Choisissez votre compte",
          it: "Scegli il tuo conto",
        },
        textStyle: "elegant",
        metrics: [
          {
            title: {
              en: "Instant access · 3.1%",
              de: "Tagesgeld · 3,1 %",
              fr: "Disponible · 3,1 %",
              it: "Libero · 3,1%",
            },
            description: {
              en: "<p>Withdraw any day, no notice.</p>",
              de: "<p>Jederzeit verfügbar, ohne Kündigung.</p>",
              fr: "<p>Retrait à tout moment, sans préavis.</p>",
              it: "<p>Prelievi in qualsiasi giorno, senza preavviso.</p>",
            },
          },
          {
            title: {
              en: "1-year fixed · 3.4%",
              de: "Festgeld 1 Jahr · 3,4 %",
              fr: "Terme 1 an · 3,4 %",
              it: "Vincolo 1 anno · 3,4%",
            },
            description: {
              en: "<p>Rate guaranteed for twelve months.</p>",
              de: "<p>Zinssatz zwölf Monate garantiert.</p>",
              fr: "<p>Taux garanti pendant douze mois.</p>",
              it: "<p>Tasso garantito per dodici mesi.</p>",
            },
          },
          {
            title: {
              en: "3-year fixed · 3.6%",
              de: "Festgeld 3 Jahre · 3,6 %",
              fr: "Terme 3 ans · 3,6 %",
              it: "Vincolo 3 anni · 3,6%",
            },
            description: {
              en: "<p>Our best rate, for money you will not need soon.</p>",
              de: "<p>Unser bester Zins für Geld, das Sie länger nicht brauchen.</p>",
              fr: "<p>Notre meilleur taux, pour l’argent dont vous n’aurez pas besoin de sitôt.</p>",
              it: "<p>Il nostro tasso migliore, per il denaro che non ti serve a breve.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "investing",
    title: { en: "Investing", de: "Anlegen", fr: "Investir", it: "Investire" },
    description: {
      en: "Low-cost index portfolios from 50 a month, rebalanced for you, with a yearly review by your advisor.",
      de: "Kostengünstige Indexportfolios ab 50 im Monat, automatisch ausbalanciert, mit jährlicher Überprüfung.",
      fr: "Portefeuilles indiciels à bas coût dès 50 par mois, rééquilibrés pour vous, revus chaque année.",
      it: "Portafogli indicizzati a basso costo da 50 al mese, ribilanciati per te, con revisione annuale.",
    },
    heading: {
      name: {
        en: "Invest steadily,",
        de: "Stetig anlegen,",
        fr: "Investir régulièrement,",
        it: "Investi con costanza,",
      },
      name2: { en: "sleep soundly.", de: "ruhig schlafen.", fr: "dormir tranquille.", it: "dormi sereno." },
      description: {
        en: "<p>Three portfolios, one fee of 0.4% a year, and no trading jargon.</p>",
        de: "<p>Drei Portfolios, eine Gebühr von 0,4 % im Jahr und kein Börsenjargon.</p>",
        fr: "<p>Trois portefeuilles, des frais uniques de 0,4 % par an, et pas de jargon boursier.</p>",
        it: "<p>Tre portafogli, una commissione dello 0,4% annuo e niente gergo finanziario.</p>",
      },
      button: {
        en: "Read our guide",
        de: "Unseren Leitfaden lesen",
        fr: "Lire notre guide",
        it: "Leggi la nostra guida",
      },
      url: "/five-questions-before-you-invest",
      image: "/demo/investing.svg",
      background: "slate-50",
    },
    sections: [
      {
        title: { en: "Three portfolios", de: "Drei Portfolios", fr: "Trois portefeuilles", it: "Tre portafogli" },
        textStyle: "elegant",
        metrics: [
          {
            title: { en: "Careful", de: "Vorsichtig", fr: "Prudent", it: "Prudente" },
            description: {
              en: "<p>30% shares, 70% bonds.</p>",
              de: "<p>30 % Aktien, 70 % Anleihen.</p>",
              fr: "<p>30 % d’actions, 70 % d’obligations.</p>",
              it: "<p>30% azioni, 70% obbligazioni.</p>",
            },
          },
          {
            title: { en: "Balanced", de: "Ausgewogen", fr: "Équilibré", it: "Bilanciato" },
            description: {
              en: "<p>60% shares, 40% bonds.</p>",
              de: "<p>60 % Aktien, 40 % Anleihen.</p>",
              fr: "<p>60 % d’actions, 40 % d’obligations.</p>",
              it: "<p>60% azioni, 40% obbligazioni.</p>",
            },
          },
          {
            title: { en: "Growth", de: "Wachstum", fr: "Croissance", it: "Crescita" },
            description: {
              en: "<p>90% shares, 10% bonds.</p>",
              de: "<p>90 % Aktien, 10 % Anleihen.</p>",
              fr: "<p>90 % d’actions, 10 % d’obligations.</p>",
              it: "<p>90% azioni, 10% obbligazioni.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "business",
    title: { en: "Business banking", de: "Unternehmen", fr: "Entreprises", it: "Aziende" },
    description: {
      en: "Accounts, payments and credit lines for small and medium businesses, with a relationship manager.",
      de: "Konten, Zahlungsverkehr und Kreditlinien für kleine und mittlere Unternehmen, mit persönlicher Betreuung.",
      fr: "Comptes, paiements et lignes de crédit pour les PME, avec un chargé d’affaires dédié.",
      it: "Conti, pagamenti e linee di credito per piccole e medie imprese, con un gestore dedicato.",
    },
    heading: {
      name: {
        en: "Banking that keeps",
        de: "Banking, das mit Ihrem",
        fr: "Une banque qui suit",
        it: "Una banca che tiene",
      },
      name2: {
        en: "up with your business.",
        de: "Unternehmen Schritt hält.",
        fr: "le rythme de votre entreprise.",
        it: "il passo della tua impresa.",
      },
      description: {
        en: "<p>Multi-currency accounts, same-day payments and credit decisions within 48 hours.</p>",
        de: "<p>Mehrwährungskonten, Zahlungen am selben Tag und Kreditentscheidungen binnen 48 Stunden.</p>",
        fr: "<p>Comptes multidevises, paiements le jour même et décision de crédit sous 48 heures.</p>",
        it: "<p>Conti multivaluta, pagamenti in giornata e decisioni sul credito entro 48 ore.</p>",
      },
      button: {
        en: "Meet a business advisor",
        de: "Firmenberater treffen",
        fr: "Rencontrer un conseiller",
        it: "Incontra un consulente",
      },
      url: "/advisors",
      image: "/demo/insurance.svg",
      styleVariant: "clean",
      background: "white",
    },
    sections: [
      {
        title: { en: "For businesses", de: "Für Unternehmen", fr: "Pour les entreprises", it: "Per le imprese" },
        textStyle: "elegant",
        background: "slate-50",
        metrics: [
          {
            title: { en: "Accounts", de: "Konten", fr: "Comptes", it: "Conti" },
            description: {
              en: "<p>Twelve currencies, one dashboard.</p>",
              de: "<p>Zwölf Währungen, ein Dashboard.</p>",
              fr: "<p>Douze devises, un seul tableau de bord.</p>",
              it: "<p>Dodici valute, un’unica dashboard.</p>",
            },
          },
          {
            title: { en: "Payments", de: "Zahlungen", fr: "Paiements", it: "Pagamenti" },
            description: {
              en: "<p>Same-day transfers and bulk payroll.</p>",
              de: "<p>Überweisungen am selben Tag und Sammelzahlungen.</p>",
              fr: "<p>Virements le jour même et paie groupée.</p>",
              it: "<p>Bonifici in giornata e stipendi cumulativi.</p>",
            },
          },
          {
            title: { en: "Credit", de: "Kredit", fr: "Crédit", it: "Credito" },
            description: {
              en: "<p>Lines from 10,000 to 2 million.</p>",
              de: "<p>Kreditlinien von 10.000 bis 2 Millionen.</p>",
              fr: "<p>Lignes de 10 000 à 2 millions.</p>",
              it: "<p>Linee da 10.000 a 2 milioni.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "advisors",
    title: { en: "Advisors", de: "Berater", fr: "Conseillers", it: "Consulenti" },
    description: {
      en: "Qualified financial advisors in Zurich, Milan, Paris and Frankfurt who answer the phone.",
      de: "Qualifizierte Finanzberater in Zürich, Mailand, Paris und Frankfurt, die ans Telefon gehen.",
      fr: "Des conseillers financiers qualifiés à Zurich, Milan, Paris et Francfort, qui décrochent le téléphone.",
      it: "Consulenti finanziari qualificati a Zurigo, Milano, Parigi e Francoforte che rispondono al telefono.",
    },
    heading: {
      name: { en: "Advisors who", de: "Berater, die", fr: "Des conseillers qui", it: "Consulenti che" },
      name2: { en: "answer the phone.", de: "ans Telefon gehen.", fr: "décrochent.", it: "rispondono al telefono." },
      description: {
        en: '<p>Call <a href="tel:+41440000000">+41 44 000 0000</a> on weekdays from 8:00 to 20:00, or write to <a href="mailto:advice@globex.example">advice@globex.example</a>.</p>',
        de: '<p>Rufen Sie werktags von 8 bis 20 Uhr <a href="tel:+41440000000">+41 44 000 0000</a> an oder schreiben Sie an <a href="mailto:advice@globex.example">advice@globex.example</a>.</p>',
        fr: '<p>Appelez le <a href="tel:+41440000000">+41 44 000 0000</a> en semaine de 8 h à 20 h, ou écrivez à <a href="mailto:advice@globex.example">advice@globex.example</a>.</p>',
        it: '<p>Chiama il <a href="tel:+41440000000">+41 44 000 0000</a> nei giorni feriali dalle 8 alle 20, o scrivi a <a href="mailto:advice@globex.example">advice@globex.example</a>.</p>',
      },
      image: "/demo/advisors.svg",
      imageFirst: true,
      background: "white",
    },
    sections: [
      {
        title: { en: "Our offices", de: "Unsere Standorte", fr: "Nos agences", it: "Le nostre sedi" },
        textStyle: "elegant",
        columns: 4,
        metrics: [
          {
            title: { en: "Zurich", de: "Zürich", fr: "Zurich", it: "Zurigo" },
            description: {
              en: "<p>Bahnhofstrasse 21</p>",
              de: "<p>Bahnhofstrasse 21</p>",
              fr: "<p>Bahnhofstrasse 21</p>",
              it: "<p>Bahnhofstrasse 21</p>",
            },
          },
          {
            title: { en: "Milan", de: "Mailand", fr: "Milan", it: "Milano" },
            description: {
              en: "<p>Via Dante 7</p>",
              de: "<p>Via Dante 7</p>",
              fr: "<p>Via Dante 7</p>",
              it: "<p>Via Dante 7</p>",
            },
          },
          {
            title: { en: "Paris", de: "Paris", fr: "Paris", it: "Parigi" },
            description: {
              en: "<p>8 rue de la Paix</p>",
              de: "<p>8 rue de la Paix</p>",
              fr: "<p>8 rue de la Paix</p>",
              it: "<p>8 rue de la Paix</p>",
            },
          },
          {
            title: { en: "Frankfurt", de: "Frankfurt", fr: "Francfort", it: "Francoforte" },
            description: {
              en: "<p>Neue Mainzer Straße 32</p>",
              de: "<p>Neue Mainzer Straße 32</p>",
              fr: "<p>Neue Mainzer Straße 32</p>",
              it: "<p>Neue Mainzer Straße 32</p>",
            },
          },
        ],
      },
    ],
  },
];
