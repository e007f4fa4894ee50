import type { DemoPage } from "./demo-content-kit.ts";

/** Brightpath's industry and company pages (the last four of BRIGHTPATH_PAGES), in en, es, fr and de. */
export const BRIGHTPATH_MORE_PAGES: DemoPage[] = [
  {
    slug: "industries",
    title: { en: "Industries", es: "Sectores", fr: "Secteurs", de: "Branchen" },
    description: {
      en: "Retail, manufacturing, logistics and the public sector: the industries where we have done the work before.",
      es: "Comercio, industria, logística y sector público: los sectores en los que ya hemos trabajado.",
      fr: "Commerce, industrie, logistique et secteur public : les secteurs où nous avons déjà fait nos preuves.",
      de: "Handel, Industrie, Logistik und öffentlicher Sektor: Branchen, in denen wir die Arbeit schon gemacht haben.",
    },
    heading: {
      name: {
        en: "Industries we know",
        es: "Sectores que conocemos",
        fr: "Les secteurs que nous connaissons",
        de: "Branchen, die wir kennen",
      },
      description: {
        en: "<p>140 projects across four industries. We bring the benchmarks; you bring the context.</p>",
        es: "<p>140 proyectos en cuatro sectores. Nosotros aportamos las referencias; usted, el contexto.</p>",
        fr: "<p>140 projets dans quatre secteurs. Nous apportons les références, vous le contexte.</p>",
        de: "<p>140 Projekte in vier Branchen. Wir bringen die Vergleichswerte mit, Sie den Kontext.</p>",
      },
      button: { en: "Public sector", es: "Sector público", fr: "Secteur public", de: "Öffentlicher Sektor" },
      url: "/public-sector",
      image: "/demo/growth.svg",
      background: "white",
    },
    sections: [
      {
        title: { en: "Sectors", es: "Sectores", fr: "Secteurs", de: "Branchen" },
        columns: 4,
        background: "gray-50",
        metrics: [
          {
            title: { en: "Retail", es: "Comercio", fr: "Commerce", de: "Handel" },
            description: {
              en: "<p>Pricing, store formats and online growth.</p>",
              es: "<p>Precios, formatos de tienda y crecimiento online.</p>",
              fr: "<p>Prix, formats de magasins et croissance en ligne.</p>",
              de: "<p>Preise, Filialformate und Onlinewachstum.</p>",
            },
          },
          {
            title: { en: "Manufacturing", es: "Industria", fr: "Industrie", de: "Industrie" },
            description: {
              en: "<p>Lead times, capacity planning and quality.</p>",
              es: "<p>Plazos, planificación de capacidad y calidad.</p>",
              fr: "<p>Délais, planification de capacité et qualité.</p>",
              de: "<p>Durchlaufzeiten, Kapazitätsplanung und Qualität.</p>",
            },
          },
          {
            title: { en: "Logistics", es: "Logística", fr: "Logistique", de: "Logistik" },
            description: {
              en: "<p>Network design and market entry.</p>",
              es: "<p>Diseño de redes y entrada en mercados.</p>",
              fr: "<p>Conception de réseaux et entrée sur de nouveaux marchés.</p>",
              de: "<p>Netzplanung und Markteintritt.</p>",
            },
          },
          {
            title: { en: "Public sector", es: "Sector público", fr: "Secteur public", de: "Öffentlicher Sektor" },
            description: {
              en: "<p>Service design for agencies and cities.</p>",
              es: "<p>Diseño de servicios para organismos y ciudades.</p>",
              fr: "<p>Conception de services pour administrations et villes.</p>",
              de: "<p>Servicedesign für Behörden und Städte.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "public-sector",
    title: { en: "Public sector", es: "Sector público", fr: "Secteur public", de: "Öffentlicher Sektor" },
    description: {
      en: "Service design and delivery support for agencies and city governments, within public procurement rules.",
      es: "Diseño de servicios y apoyo a la entrega para organismos y ayuntamientos, dentro de las normas de contratación pública.",
      fr: "Conception de services et appui à la mise en œuvre pour administrations et villes, dans le respect des marchés publics.",
      de: "Servicedesign und Umsetzungsbegleitung für Behörden und Städte, im Rahmen des Vergaberechts.",
    },
    heading: {
      name: { en: "Public services", es: "Servicios públicos", fr: "Des services publics", de: "Öffentliche Dienste," },
      name2: {
        en: "people can use.",
        es: "fáciles de usar.",
        fr: "simples à utiliser.",
        de: "die Menschen nutzen können.",
      },
      description: {
        en: "<p>We help agencies redesign services around residents, with measurable waiting-time and satisfaction targets.</p>",
        es: "<p>Ayudamos a los organismos a rediseñar servicios en torno a la ciudadanía, con objetivos medibles de espera y satisfacción.</p>",
        fr: "<p>Nous aidons les administrations à repenser leurs services autour des usagers, avec des objectifs mesurables d’attente et de satisfaction.</p>",
        de: "<p>Wir helfen Behörden, Leistungen rund um die Bürger neu zu gestalten – mit messbaren Zielen für Wartezeit und Zufriedenheit.</p>",
      },
      button: {
        en: "Contact our public team",
        es: "Contactar al equipo público",
        fr: "Contacter l’équipe secteur public",
        de: "Team Öffentlicher Sektor kontaktieren",
      },
      url: "/contact",
      image: "/demo/people.svg",
      background: "sky-50",
    },
    sections: [
      {
        title: { en: "Recent work", es: "Trabajos recientes", fr: "Travaux récents", de: "Aktuelle Projekte" },
        metrics: [
          {
            title: { en: "Permit office", es: "Oficina de licencias", fr: "Bureau des permis", de: "Genehmigungsamt" },
            description: {
              en: "<p>Decision time cut from 11 weeks to 4.</p>",
              es: "<p>Tiempo de resolución reducido de 11 a 4 semanas.</p>",
              fr: "<p>Délai de décision ramené de 11 à 4 semaines.</p>",
              de: "<p>Bearbeitungszeit von 11 auf 4 Wochen gesenkt.</p>",
            },
          },
          {
            title: {
              en: "City helpline",
              es: "Línea de atención municipal",
              fr: "Standard municipal",
              de: "Bürgertelefon",
            },
            description: {
              en: "<p>First-call resolution up from 48% to 71%.</p>",
              es: "<p>Resolución en la primera llamada del 48 % al 71 %.</p>",
              fr: "<p>Résolution au premier appel de 48 % à 71 %.</p>",
              de: "<p>Lösung beim ersten Anruf von 48 % auf 71 % gesteigert.</p>",
            },
          },
          {
            title: {
              en: "School enrolment",
              es: "Matrícula escolar",
              fr: "Inscriptions scolaires",
              de: "Schulanmeldung",
            },
            description: {
              en: "<p>A paper process moved online in one term.</p>",
              es: "<p>Un trámite en papel pasado a digital en un trimestre.</p>",
              fr: "<p>Une démarche papier passée en ligne en un trimestre.</p>",
              de: "<p>Ein Papierverfahren in einem Halbjahr digitalisiert.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "about",
    title: { en: "About us", es: "Sobre nosotros", fr: "À propos", de: "Über uns" },
    description: {
      en: "Brightpath is a consulting firm of 40 people in four cities, founded in 2012 and owned by its partners.",
      es: "Brightpath es una consultora de 40 personas en cuatro ciudades, fundada en 2012 y propiedad de sus socios.",
      fr: "Brightpath est un cabinet de conseil de 40 personnes dans quatre villes, fondé en 2012 et détenu par ses associés.",
      de: "Brightpath ist eine Beratung mit 40 Menschen in vier Städten, 2012 gegründet und im Besitz ihrer Partner.",
    },
    heading: {
      name: { en: "Consultants who", es: "Consultores que", fr: "Des consultants qui", de: "Berater, die" },
      name2: {
        en: "stay for the results.",
        es: "se quedan hasta el resultado.",
        fr: "restent jusqu’aux résultats.",
        de: "bis zum Ergebnis bleiben.",
      },
      description: {
        en: "<p>Founded in 2012, owned by our partners, and paid in part on the results we promise.</p>",
        es: "<p>Fundada en 2012, propiedad de nuestros socios y remunerada en parte según los resultados prometidos.</p>",
        fr: "<p>Fondé en 2012, détenu par nos associés et rémunéré en partie sur les résultats promis.</p>",
        de: "<p>Gegründet 2012, im Besitz unserer Partner und teilweise nach den versprochenen Ergebnissen bezahlt.</p>",
      },
      button: {
        en: "Read our insights",
        es: "Leer nuestras perspectivas",
        fr: "Lire nos analyses",
        de: "Unsere Einblicke lesen",
      },
      url: "/blog",
      image: "/demo/people.svg",
      imageFirst: true,
      background: "white",
    },
    sections: [
      {
        title: {
          en: "Brightpath in numbers",
          es: "Brightpath en cifras",
          fr: "Brightpath en chiffres",
          de: "Brightpath in Zahlen",
        },
        background: "gray-50",
        metrics: [
          {
            title: { en: "40 people", es: "40 personas", fr: "40 personnes", de: "40 Menschen" },
            description: {
              en: "<p>In Lisbon, Madrid, Lyon and Berlin.</p>",
              es: "<p>En Lisboa, Madrid, Lyon y Berlín.</p>",
              fr: "<p>À Lisbonne, Madrid, Lyon et Berlin.</p>",
              de: "<p>In Lissabon, Madrid, Lyon und Berlin.</p>",
            },
          },
          {
            title: { en: "140 projects", es: "140 proyectos", fr: "140 projets", de: "140 Projekte" },
            description: {
              en: "<p>Since 2012, in four industries.</p>",
              es: "<p>Desde 2012, en cuatro sectores.</p>",
              fr: "<p>Depuis 2012, dans quatre secteurs.</p>",
              de: "<p>Seit 2012, in vier Branchen.</p>",
            },
          },
          {
            title: { en: "9/10", es: "9/10", fr: "9/10", de: "9/10" },
            description: {
              en: "<p>Average client rating at project close.</p>",
              es: "<p>Valoración media de los clientes al cierre.</p>",
              fr: "<p>Note moyenne des clients en fin de mission.</p>",
              de: "<p>Durchschnittliche Kundenbewertung zum Projektende.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    slug: "contact",
    title: { en: "Contact", es: "Contacto", fr: "Contact", de: "Kontakt" },
    description: {
      en: "Book a free 30-minute consultation or write to us: we answer every message within one working day.",
      es: "Reserve una consulta gratuita de 30 minutos o escríbanos: respondemos en un día laborable.",
      fr: "Réservez une consultation gratuite de 30 minutes ou écrivez-nous : réponse sous un jour ouvré.",
      de: "Buchen Sie ein kostenloses 30-Minuten-Gespräch oder schreiben Sie uns: Antwort innerhalb eines Werktags.",
    },
    heading: {
      name: { en: "Let’s talk.", es: "Hablemos.", fr: "Parlons-en.", de: "Lassen Sie uns sprechen." },
      description: {
        en: '<p>Write to <a href="mailto:hello@brightpath.example">hello@brightpath.example</a> or call <a href="tel:+351210000000">+351 21 000 0000</a>, Monday to Friday, 9:00–18:00.</p>',
        es: '<p>Escriba a <a href="mailto:hello@brightpath.example">hello@brightpath.example</a> o llame al <a href="tel:+351210000000">+351 21 000 0000</a>, de lunes a viernes, de 9:00 a 18:00.</p>',
        fr: '<p>Écrivez à <a href="mailto:hello@brightpath.example">hello@brightpath.example</a> ou appelez le <a href="tel:+351210000000">+351 21 000 0000</a>, du lundi au vendredi, de 9 h à 18 h.</p>',
        de: '<p>Schreiben Sie an <a href="mailto:hello@brightpath.example">hello@brightpath.example</a> oder rufen Sie <a href="tel:+351210000000">+351 21 000 0000</a> an, Montag bis Freitag, 9–18 Uhr.</p>',
      },
      image: "/demo/hero-consulting.svg",
      background: "sky-50",
    },
    sections: [
      {
        title: { en: "Our offices", es: "Nuestras oficinas", fr: "Nos bureaux", de: "Unsere Büros" },
        columns: 4,
        metrics: [
          {
            title: { en: "Lisbon", es: "Lisboa", fr: "Lisbonne", de: "Lissabon" },
            description: {
              en: "<p>Avenida da Liberdade 110</p>",
              es: "<p>Avenida da Liberdade 110</p>",
              fr: "<p>Avenida da Liberdade 110</p>",
              de: "<p>Avenida da Liberdade 110</p>",
            },
          },
          {
            title: { en: "Madrid", es: "Madrid", fr: "Madrid", de: "Madrid" },
            description: {
              en: "<p>Calle de Alcalá 45</p>",
              es: "<p>Calle de Alcalá 45</p>",
              fr: "<p>Calle de Alcalá 45</p>",
              de: "<p>Calle de Alcalá 45</p>",
            },
          },
          {
            title: { en: "Lyon", es: "Lyon", fr: "Lyon", de: "Lyon" },
            description: {
              en: "<p>12 rue de la République</p>",
              es: "<p>12 rue de la République</p>",
              fr: "<p>12 rue de la République</p>",
              de: "<p>12 rue de la République</p>",
            },
          },
          {
            title: { en: "Berlin", es: "Berlín", fr: "Berlin", de: "Berlin" },
            description: {
              en: "<p>Friedrichstraße 68</p>",
              es: "<p>Friedrichstraße 68</p>",
              fr: "<p>Friedrichstraße 68</p>",
              de: "<p>Friedrichstraße 68</p>",
            },
          },
        ],
      },
    ],
  },
];
