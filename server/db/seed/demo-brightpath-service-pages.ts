import type { DemoPage } from "./demo-content-kit.ts";

/** Brightpath's service and company pages (the first four of BRIGHTPATH_PAGES), in en, es, fr and de. */
export const BRIGHTPATH_SERVICE_PAGES: DemoPage[] = [
  {
    slug: "services",
    title: { en: "Services", es: "Servicios", fr: "Services", de: "Leistungen" },
    description: {
      en: "Strategy, operations and digital work from one team that stays until the results show.",
      es: "Estrategia, operaciones y trabajo digital de un solo equipo que se queda hasta ver resultados.",
      fr: "Stratégie, opérations et numérique : une seule équipe, présente jusqu’aux résultats.",
      de: "Strategie, Betrieb und Digitales aus einem Team, das bleibt, bis Ergebnisse sichtbar sind.",
    },
    heading: {
      name: {
        en: "Services built around",
        es: "Servicios pensados para",
        fr: "Des services pensés pour",
        de: "Leistungen rund um",
      },
      name2: {
        en: "your next decision.",
        es: "su próxima decisión.",
        fr: "votre prochaine décision.",
        de: "Ihre nächste Entscheidung.",
      },
      description: {
        en: "<p>We work in small senior teams, in short cycles, and we measure every engagement against the numbers you care about.</p>",
        es: "<p>Trabajamos en equipos pequeños y experimentados, en ciclos cortos, y medimos cada proyecto con las cifras que a usted le importan.</p>",
        fr: "<p>Nous travaillons en petites équipes expérimentées, par cycles courts, et mesurons chaque mission selon les chiffres qui comptent pour vous.</p>",
        de: "<p>Wir arbeiten in kleinen, erfahrenen Teams und kurzen Zyklen und messen jedes Projekt an den Zahlen, die für Sie zählen.</p>",
      },
      button: { en: "Talk to us", es: "Hable con nosotros", fr: "Parlons-en", de: "Sprechen Sie mit uns" },
      url: "/contact",
      image: "/demo/hero-consulting.svg",
      background: "sky-50",
    },
    sections: [
      {
        title: { en: "Three practices", es: "Tres áreas", fr: "Trois expertises", de: "Drei Bereiche" },
        description: {
          en: "Pick one, or combine them in a single engagement.",
          es: "Elija una o combínelas en un solo proyecto.",
          fr: "Choisissez-en une, ou combinez-les dans une seule mission.",
          de: "Wählen Sie einen Bereich oder kombinieren Sie sie in einem Projekt.",
        },
        metrics: [
          {
            title: { en: "Strategy", es: "Estrategia", fr: "Stratégie", de: "Strategie" },
            description: {
              en: '<p>Where to play, how to win, and a roadmap your team can follow. <a href="/strategy">Strategy in detail</a></p>',
              es: '<p>Dónde competir, cómo ganar y una hoja de ruta que su equipo pueda seguir. <a href="/es/strategy">La estrategia en detalle</a></p>',
              fr: '<p>Où jouer, comment gagner, et une feuille de route que l’équipe peut suivre. <a href="/fr/strategy">La stratégie en détail</a></p>',
              de: '<p>Wo Sie antreten, wie Sie gewinnen – und eine Roadmap, der Ihr Team folgen kann. <a href="/de/strategy">Strategie im Detail</a></p>',
            },
            image: "/demo/strategy.svg",
          },
          {
            title: { en: "Operations", es: "Operaciones", fr: "Opérations", de: "Betrieb" },
            description: {
              en: '<p>Leaner processes and clearer roles, designed with the people who do the work. <a href="/operations">Operations in detail</a></p>',
              es: '<p>Procesos más ágiles y funciones más claras, diseñados con quienes hacen el trabajo. <a href="/es/operations">Las operaciones en detalle</a></p>',
              fr: '<p>Des processus plus simples et des rôles plus clairs, conçus avec ceux qui font le travail. <a href="/fr/operations">Les opérations en détail</a></p>',
              de: '<p>Schlankere Abläufe und klarere Rollen, gestaltet mit den Menschen, die die Arbeit machen. <a href="/de/operations">Betrieb im Detail</a></p>',
            },
            image: "/demo/operations.svg",
          },
          {
            title: { en: "Digital", es: "Digital", fr: "Numérique", de: "Digital" },
            description: {
              en: '<p>Software choices and delivery plans that fit the way you already work. <a href="/digital">Digital in detail</a></p>',
              es: '<p>Decisiones de software y planes de entrega que encajan con su forma de trabajar. <a href="/es/digital">Lo digital en detalle</a></p>',
              fr: '<p>Des choix logiciels et des plans de livraison adaptés à votre façon de travailler. <a href="/fr/digital">Le numérique en détail</a></p>',
              de: '<p>Softwareentscheidungen und Umsetzungspläne, die zu Ihrer Arbeitsweise passen. <a href="/de/digital">Digital im Detail</a></p>',
            },
            image: "/demo/digital.svg",
          },
        ],
      },
    ],
  },
  {
    slug: "strategy",
    title: { en: "Strategy", es: "Estrategia", fr: "Stratégie", de: "Strategie" },
    description: {
      en: "Market analysis, positioning and a three-year roadmap, built with your leadership team in eight weeks.",
      es: "Análisis de mercado, posicionamiento y una hoja de ruta a tres años, creada con su dirección en ocho semanas.",
      fr: "Analyse de marché, positionnement et feuille de route à trois ans, construits avec votre direction en huit semaines.",
      de: "Marktanalyse, Positionierung und eine Dreijahres-Roadmap, in acht Wochen mit Ihrer Geschäftsleitung erarbeitet.",
    },
    heading: {
      name: { en: "A strategy your", es: "Una estrategia que", fr: "Une stratégie que", de: "Eine Strategie, die" },
      name2: {
        en: "team can explain.",
        es: "su equipo sabe explicar.",
        fr: "votre équipe sait expliquer.",
        de: "Ihr Team erklären kann.",
      },
      description: {
        en: "<p>Eight weeks from first interview to a roadmap with owners, budgets and the three numbers that tell you it is working.</p>",
        es: "<p>Ocho semanas desde la primera entrevista hasta una hoja de ruta con responsables, presupuestos y las tres cifras que indican que funciona.</p>",
        fr: "<p>Huit semaines entre le premier entretien et une feuille de route avec responsables, budgets et les trois indicateurs qui prouvent que ça marche.</p>",
        de: "<p>Acht Wochen vom ersten Gespräch bis zur Roadmap mit Verantwortlichen, Budgets und den drei Kennzahlen, die zeigen, dass es wirkt.</p>",
      },
      button: { en: "Plan a workshop", es: "Planificar un taller", fr: "Planifier un atelier", de: "Workshop planen" },
      url: "/contact",
      image: "/demo/strategy.svg",
      background: "white",
    },
    sections: [
      {
        title: {
          en: "How the eight weeks run",
          es: "Cómo transcurren las ocho semanas",
          fr: "Le déroulé des huit semaines",
          de: "So laufen die acht Wochen",
        },
        background: "gray-50",
        metrics: [
          {
            title: {
              en: "Weeks 1–3: Listen",
              es: "Semanas 1–3: Escuchar",
              fr: "Semaines 1–3 : écouter",
              de: "Woche 1–3: Zuhören",
            },
            description: {
              en: "<p>Interviews with customers, staff and board; a market scan of your five closest rivals.</p>",
              es: "<p>Entrevistas con clientes, personal y consejo; análisis de sus cinco competidores más cercanos.</p>",
              fr: "<p>Entretiens avec clients, équipes et conseil ; analyse de vos cinq concurrents les plus proches.</p>",
              de: "<p>Gespräche mit Kunden, Team und Aufsichtsrat; Marktanalyse Ihrer fünf engsten Wettbewerber.</p>",
            },
          },
          {
            title: {
              en: "Weeks 4–6: Choose",
              es: "Semanas 4–6: Elegir",
              fr: "Semaines 4–6 : choisir",
              de: "Woche 4–6: Entscheiden",
            },
            description: {
              en: "<p>Two workshops to pick where you will compete and what you will stop doing.</p>",
              es: "<p>Dos talleres para decidir dónde competir y qué dejar de hacer.</p>",
              fr: "<p>Deux ateliers pour choisir où vous jouerez et ce que vous arrêterez.</p>",
              de: "<p>Zwei Workshops, um zu entscheiden, wo Sie antreten und was Sie lassen.</p>",
            },
          },
          {
            title: {
              en: "Weeks 7–8: Commit",
              es: "Semanas 7–8: Comprometerse",
              fr: "Semaines 7–8 : s’engager",
              de: "Woche 7–8: Festlegen",
            },
            description: {
              en: "<p>A roadmap with owners and budgets, presented to the whole company.</p>",
              es: "<p>Una hoja de ruta con responsables y presupuestos, presentada a toda la empresa.</p>",
              fr: "<p>Une feuille de route avec responsables et budgets, présentée à toute l’entreprise.</p>",
              de: "<p>Eine Roadmap mit Verantwortlichen und Budgets, vorgestellt vor dem ganzen Unternehmen.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "operations",
    title: { en: "Operations", es: "Operaciones", fr: "Opérations", de: "Betrieb" },
    description: {
      en: "Process redesign, lead-time reduction and clear roles, tested on the shop floor before they are rolled out.",
      es: "Rediseño de procesos, reducción de plazos y funciones claras, probados en planta antes de implantarlos.",
      fr: "Refonte des processus, délais réduits et rôles clairs, testés sur le terrain avant d’être déployés.",
      de: "Prozessdesign, kürzere Durchlaufzeiten und klare Rollen, vor Ort erprobt, bevor sie eingeführt werden.",
    },
    heading: {
      name: { en: "Faster work,", es: "Trabajo más rápido,", fr: "Un travail plus rapide,", de: "Schnellere Abläufe," },
      name2: {
        en: "calmer teams.",
        es: "equipos más tranquilos.",
        fr: "des équipes plus sereines.",
        de: "ruhigere Teams.",
      },
      description: {
        en: "<p>We map how work really flows, remove the waiting, and leave your teams with a process they own.</p>",
        es: "<p>Trazamos cómo fluye realmente el trabajo, eliminamos las esperas y dejamos a sus equipos un proceso propio.</p>",
        fr: "<p>Nous cartographions le travail réel, supprimons les attentes et laissons à vos équipes un processus qui leur appartient.</p>",
        de: "<p>Wir zeigen, wie die Arbeit wirklich fließt, beseitigen Wartezeiten und übergeben Ihren Teams einen Prozess, der ihnen gehört.</p>",
      },
      button: {
        en: "Read a case study",
        es: "Leer un caso práctico",
        fr: "Lire une étude de cas",
        de: "Fallstudie lesen",
      },
      url: "/cutting-lead-times",
      image: "/demo/operations.svg",
      imageFirst: true,
      background: "white",
    },
    sections: [
      {
        title: { en: "What changes", es: "Qué cambia", fr: "Ce qui change", de: "Was sich ändert" },
        metrics: [
          {
            title: { en: "-40% lead time", es: "-40 % de plazo", fr: "-40 % de délai", de: "-40 % Durchlaufzeit" },
            description: {
              en: "<p>Median result across our last twelve operations engagements.</p>",
              es: "<p>Resultado medio de nuestros últimos doce proyectos de operaciones.</p>",
              fr: "<p>Résultat médian de nos douze dernières missions opérations.</p>",
              de: "<p>Medianergebnis unserer letzten zwölf Betriebsprojekte.</p>",
            },
          },
          {
            title: {
              en: "One owner per step",
              es: "Un responsable por paso",
              fr: "Un responsable par étape",
              de: "Eine Verantwortung pro Schritt",
            },
            description: {
              en: "<p>Every hand-off gets a name, a standard and a time limit.</p>",
              es: "<p>Cada traspaso tiene un nombre, un estándar y un plazo.</p>",
              fr: "<p>Chaque passage de relais a un nom, une norme et un délai.</p>",
              de: "<p>Jede Übergabe bekommt einen Namen, einen Standard und eine Frist.</p>",
            },
          },
          {
            title: { en: "Weekly review", es: "Revisión semanal", fr: "Revue hebdomadaire", de: "Wöchentliche Runde" },
            description: {
              en: "<p>A 30-minute meeting that keeps the gains from slipping back.</p>",
              es: "<p>Una reunión de 30 minutos que evita perder lo ganado.</p>",
              fr: "<p>Une réunion de 30 minutes pour ne pas perdre les acquis.</p>",
              de: "<p>Ein 30-Minuten-Termin, der die Erfolge sichert.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "digital",
    title: { en: "Digital", es: "Digital", fr: "Numérique", de: "Digital" },
    description: {
      en: "Software selection, integration plans and delivery oversight, independent of any vendor.",
      es: "Selección de software, planes de integración y supervisión de la entrega, sin depender de ningún proveedor.",
      fr: "Choix de logiciels, plans d’intégration et pilotage de la livraison, indépendants de tout éditeur.",
      de: "Softwareauswahl, Integrationspläne und Umsetzungsbegleitung, unabhängig von jedem Anbieter.",
    },
    heading: {
      name: {
        en: "Software that fits",
        es: "Software que se adapta",
        fr: "Des logiciels adaptés",
        de: "Software, die passt",
      },
      name2: {
        en: "the way you work.",
        es: "a su forma de trabajar.",
        fr: "à votre façon de travailler.",
        de: "zu Ihrer Arbeitsweise.",
      },
      description: {
        en: "<p>We take no commission from vendors. We help you choose, plan the switch and keep the project honest.</p>",
        es: "<p>No cobramos comisiones a proveedores. Le ayudamos a elegir, planificar el cambio y mantener el proyecto en rumbo.</p>",
        fr: "<p>Aucune commission d’éditeur. Nous vous aidons à choisir, à planifier la bascule et à garder le projet sur les rails.</p>",
        de: "<p>Wir nehmen keine Provisionen von Anbietern. Wir helfen bei der Auswahl, planen den Umstieg und halten das Projekt auf Kurs.</p>",
      },
      button: { en: "Get in touch", es: "Contáctenos", fr: "Nous contacter", de: "Kontakt aufnehmen" },
      url: "/contact",
      image: "/demo/digital.svg",
      background: "sky-50",
    },
    sections: [
      {
        title: { en: "Where we help", es: "Dónde ayudamos", fr: "Où nous intervenons", de: "Wobei wir helfen" },
        metrics: [
          {
            title: { en: "Selection", es: "Selección", fr: "Sélection", de: "Auswahl" },
            description: {
              en: "<p>A short list, scripted demos and a scorecard your team fills in.</p>",
              es: "<p>Una lista corta, demostraciones guiadas y una tabla que su equipo puntúa.</p>",
              fr: "<p>Une liste courte, des démonstrations scénarisées et une grille remplie par votre équipe.</p>",
              de: "<p>Eine Shortlist, geskriptete Demos und eine Bewertung, die Ihr Team ausfüllt.</p>",
            },
          },
          {
            title: { en: "Integration", es: "Integración", fr: "Intégration", de: "Integration" },
            description: {
              en: "<p>Which data moves where, in which order, and who checks it.</p>",
              es: "<p>Qué datos van adónde, en qué orden y quién los revisa.</p>",
              fr: "<p>Quelles données vont où, dans quel ordre, et qui les vérifie.</p>",
              de: "<p>Welche Daten wohin wandern, in welcher Reihenfolge und wer prüft.</p>",
            },
          },
          {
            title: { en: "Delivery", es: "Entrega", fr: "Livraison", de: "Umsetzung" },
            description: {
              en: "<p>Fortnightly checkpoints that catch slippage before it becomes a delay.</p>",
              es: "<p>Revisiones quincenales que detectan desvíos antes de que sean retrasos.</p>",
              fr: "<p>Des points tous les quinze jours qui repèrent les dérives avant les retards.</p>",
              de: "<p>Zweiwöchentliche Checkpoints, die Abweichungen erkennen, bevor sie zu Verzug werden.</p>",
            },
          },
        ],
      },
    ],
  },
];
