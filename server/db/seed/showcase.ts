import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { organizations } from "../schema/index.ts";
import type { OrganizationSettings } from "../../../shared/settings.ts";
import { createHeadingSection, createTemplateSection } from "./factories.ts";
import { createBanners, createFaqs, createSectionPerson } from "./showcase-factories.ts";

/**
 * The demo showcase (decision 017): between them, the two demo sites show every section type of
 * this work, every banner kind, every header type and every footer variant. Home pages get 6–8
 * sections of different types; `/showcase` pages (each site's own) show the remaining options.
 * Brightpath texts come in en, es, fr, de; Globex texts in en, de, fr, it.
 */

type T = { text: string; tr: Record<string, string> };
/** Brightpath: English, Spanish, French, German. */
const b = (en: string, es: string, fr: string, de: string): T => ({ text: en, tr: { es, fr, de } });
/** Globex: English, German, French, Italian. */
const g = (en: string, de: string, fr: string, it: string): T => ({ text: en, tr: { de, fr, it } });

const title = (t: T) => ({ section_title: t.text, section_title_translation: t.tr });
const description = (t: T) => ({ section_description: t.text, section_description_translation: t.tr });
const metric = (heading: T, body: T, extra: Record<string, unknown> = {}) => ({
  title: heading.text,
  title_translation: heading.tr,
  description: body.text,
  description_translation: body.tr,
  ...extra,
});

const DAY = 86_400_000;

async function addPageChrome(db: Db, organizationId: number, pageChrome: OrganizationSettings["page_chrome"]) {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  await db
    .update(organizations)
    .set({
      settings: { ...(row?.settings ?? {}), page_chrome: { ...(row?.settings.page_chrome ?? {}), ...pageChrome } },
    })
    .where(eq(organizations.id, organizationId));
}

export async function seedShowcase({
  db,
  brightpath,
  globex,
  now = Date.now(),
}: {
  db: Db;
  brightpath: { id: number };
  globex: { id: number };
  now?: number;
}) {
  await seedBrightpath(db, brightpath.id, now);
  await seedGlobex(db, globex.id);
}

async function seedBrightpath(db: Db, organizationId: number, now: number) {
  const section = (fields: Parameters<typeof createTemplateSection>[0]["section"]) =>
    createTemplateSection({ db, organizationId, section: fields });

  // Home: after the two general sections of the base demo (orders 0 and 1).
  await section({
    url_page: "/home",
    order: 2,
    section_type: "reviews",
    ...title(b("What clients say", "Lo que dicen nuestros clientes", "Ce que disent nos clients", "Was Kunden sagen")),
    ...description(
      b(
        "Independent reviews from the last twelve months.",
        "Opiniones independientes de los últimos doce meses.",
        "Des avis indépendants des douze derniers mois.",
        "Unabhängige Bewertungen der letzten zwölf Monate.",
      ),
    ),
    text_style_variant: "magazine",
    grid_columns: 3,
    is_section_title_aligned_center: true,
    metrics: [
      metric(
        b(
          "Hannah Weber, COO at Northwind",
          "Hannah Weber, COO de Northwind",
          "Hannah Weber, COO chez Northwind",
          "Hannah Weber, COO bei Northwind",
        ),
        b(
          "<p>They asked the questions nobody in our leadership team dared to ask. Six months later our margins had recovered.</p>",
          "<p>Hicieron las preguntas que nadie en nuestra dirección se atrevía a hacer. Seis meses después, nuestros márgenes se habían recuperado.</p>",
          "<p>Ils ont posé les questions que personne dans notre direction n'osait poser. Six mois plus tard, nos marges étaient rétablies.</p>",
          "<p>Sie stellten die Fragen, die sich in unserer Geschäftsführung niemand zu stellen traute. Sechs Monate später hatten sich unsere Margen erholt.</p>",
        ),
      ),
      metric(
        b(
          "Luis Ortega, founder of Helios",
          "Luis Ortega, fundador de Helios",
          "Luis Ortega, fondateur de Helios",
          "Luis Ortega, Gründer von Helios",
        ),
        b(
          "<p>A plan our engineers actually believed in. The roadmap still hangs on our office wall.</p>",
          "<p>Un plan en el que nuestros ingenieros creyeron de verdad. La hoja de ruta sigue colgada en nuestra oficina.</p>",
          "<p>Un plan auquel nos ingénieurs ont vraiment cru. La feuille de route est toujours affichée au bureau.</p>",
          "<p>Ein Plan, an den unsere Ingenieure wirklich glaubten. Die Roadmap hängt noch heute in unserem Büro.</p>",
        ),
      ),
      metric(
        b(
          "Claire Martin, HR director at Meridian",
          "Claire Martin, directora de RR. HH. de Meridian",
          "Claire Martin, DRH chez Meridian",
          "Claire Martin, Personalleiterin bei Meridian",
        ),
        b(
          "<p>Our hiring time halved, and the new managers stayed. Practical, honest and kind.</p>",
          "<p>Nuestro tiempo de contratación se redujo a la mitad y los nuevos responsables se quedaron. Prácticos, honestos y amables.</p>",
          "<p>Nos délais de recrutement ont été divisés par deux, et les nouveaux managers sont restés. Pragmatiques, honnêtes et bienveillants.</p>",
          "<p>Unsere Einstellungszeit hat sich halbiert, und die neuen Führungskräfte sind geblieben. Praktisch, ehrlich und freundlich.</p>",
        ),
      ),
    ],
  });

  const team = await section({
    url_page: "/home",
    order: 3,
    section_type: "team",
    ...title(
      b(
        "The people you will work with",
        "Las personas con las que trabajará",
        "Les personnes avec qui vous travaillerez",
        "Die Menschen, mit denen Sie arbeiten",
      ),
    ),
    text_style_variant: "modern",
    grid_columns: 4,
    is_section_title_aligned_center: true,
    background_color: "gray-50",
  });
  const people = [
    {
      fullName: "Maria Lopez",
      email: "maria.lopez@brightpath.localhost",
      job: b("Managing partner", "Socia directora", "Associée gérante", "Geschäftsführende Partnerin"),
      department: b("Strategy", "Estrategia", "Stratégie", "Strategie"),
      about: b(
        "Twenty years of turnarounds in retail and logistics.",
        "Veinte años de reestructuraciones en comercio y logística.",
        "Vingt ans de redressements dans la distribution et la logistique.",
        "Zwanzig Jahre Sanierungen in Handel und Logistik.",
      ),
      featured: true,
      order: 1,
      skills: [
        b("Pricing", "Precios", "Tarification", "Preisgestaltung"),
        b("Turnarounds", "Reestructuraciones", "Redressements", "Sanierungen"),
      ],
    },
    {
      fullName: "James Okafor",
      email: "james.okafor@brightpath.localhost",
      job: b("Operations lead", "Responsable de operaciones", "Responsable des opérations", "Leiter Betrieb"),
      department: b("Operations", "Operaciones", "Opérations", "Betrieb"),
      about: b(
        "Lean processes that teams keep using after we leave.",
        "Procesos ágiles que los equipos siguen usando cuando nos vamos.",
        "Des processus simples que les équipes gardent après notre départ.",
        "Schlanke Abläufe, die Teams auch nach unserem Weggang nutzen.",
      ),
      featured: false,
      order: 2,
      skills: [
        b("Lean", "Lean", "Lean", "Lean"),
        b("Supply chain", "Cadena de suministro", "Chaîne logistique", "Lieferkette"),
      ],
    },
    {
      fullName: "Sofia Rossi",
      email: "sofia.rossi@brightpath.localhost",
      job: b("People and change", "Personas y cambio", "Talents et transformation", "Menschen und Wandel"),
      department: b("People", "Personas", "Talents", "Personal"),
      about: b(
        "Coaches leaders through growth and reorganisations.",
        "Acompaña a directivos en el crecimiento y las reorganizaciones.",
        "Accompagne les dirigeants dans la croissance et les réorganisations.",
        "Begleitet Führungskräfte durch Wachstum und Umstrukturierungen.",
      ),
      featured: false,
      order: 3,
      skills: [
        b("Coaching", "Coaching", "Coaching", "Coaching"),
        b("Hiring", "Contratación", "Recrutement", "Personalgewinnung"),
      ],
    },
    {
      fullName: "Daniel Kim",
      email: "daniel.kim@brightpath.localhost",
      job: b("Digital director", "Director digital", "Directeur numérique", "Digitaldirektor"),
      department: b("Digital", "Digital", "Numérique", "Digital"),
      about: b(
        "Chooses software that fits the way you work.",
        "Elige software que se adapta a su forma de trabajar.",
        "Choisit des logiciels adaptés à votre façon de travailler.",
        "Wählt Software, die zu Ihrer Arbeitsweise passt.",
      ),
      featured: false,
      order: 4,
      skills: [
        b("Data", "Datos", "Données", "Daten"),
        b("Automation", "Automatización", "Automatisation", "Automatisierung"),
      ],
    },
  ];
  for (const person of people) {
    await createSectionPerson({
      db,
      organizationId,
      fullName: person.fullName,
      email: person.email,
      team: {
        is_team_member: true,
        job_title: person.job.text,
        job_title_translation: person.job.tr,
        department: person.department.text,
        department_translation: person.department.tr,
        description: person.about.text,
        description_translation: person.about.tr,
        skills: person.skills.map((skill) => skill.text),
        skills_translation: Object.fromEntries(
          ["es", "fr", "de"].map((locale) => [locale, person.skills.map((skill) => skill.tr[locale]!)]),
        ),
        linkedin_url: `https://www.linkedin.com/in/${person.fullName.toLowerCase().replace(/\s+/g, "-")}-demo`,
        is_featured: person.featured,
        display_order: person.order,
        assigned_sections: [team.section.id],
      },
    });
  }

  await section({
    url_page: "/home",
    order: 4,
    section_type: "faq",
    ...title(b("Frequently asked questions", "Preguntas frecuentes", "Questions fréquentes", "Häufige Fragen")),
    text_style_variant: "playful",
    is_section_title_aligned_center: true,
  });
  await createFaqs({
    db,
    organizationId,
    items: [
      {
        question: "How long does a typical engagement last?",
        question_translation: {
          es: "¿Cuánto dura un proyecto típico?",
          fr: "Combien de temps dure une mission type ?",
          de: "Wie lange dauert ein typisches Projekt?",
        },
        answer: "<p>Most projects run <strong>8 to 16 weeks</strong>, with a check-in every two weeks.</p>",
        answer_translation: {
          es: "<p>La mayoría de los proyectos duran <strong>de 8 a 16 semanas</strong>, con una revisión cada dos semanas.</p>",
          fr: "<p>La plupart des missions durent <strong>8 à 16 semaines</strong>, avec un point toutes les deux semaines.</p>",
          de: "<p>Die meisten Projekte dauern <strong>8 bis 16 Wochen</strong>, mit einem Termin alle zwei Wochen.</p>",
        },
      },
      {
        question: "Do you work with small companies?",
        question_translation: {
          es: "¿Trabajan con empresas pequeñas?",
          fr: "Travaillez-vous avec de petites entreprises ?",
          de: "Arbeiten Sie mit kleinen Unternehmen?",
        },
        answer: "<p>Yes. Half of our clients have fewer than 50 employees.</p>",
        answer_translation: {
          es: "<p>Sí. La mitad de nuestros clientes tiene menos de 50 empleados.</p>",
          fr: "<p>Oui. La moitié de nos clients compte moins de 50 salariés.</p>",
          de: "<p>Ja. Die Hälfte unserer Kunden hat weniger als 50 Beschäftigte.</p>",
        },
      },
      {
        question: "How is the fee calculated?",
        question_translation: {
          es: "¿Cómo se calculan los honorarios?",
          fr: "Comment les honoraires sont-ils calculés ?",
          de: "Wie wird das Honorar berechnet?",
        },
        answer: "<p>A fixed price per phase, agreed before we start. No surprises on the invoice.</p>",
        answer_translation: {
          es: "<p>Un precio fijo por fase, acordado antes de empezar. Sin sorpresas en la factura.</p>",
          fr: "<p>Un prix forfaitaire par phase, convenu avant de commencer. Aucune surprise sur la facture.</p>",
          de: "<p>Ein Festpreis pro Phase, vor Beginn vereinbart. Keine Überraschungen auf der Rechnung.</p>",
        },
      },
      {
        question: "Can we start with a workshop?",
        question_translation: {
          es: "¿Podemos empezar con un taller?",
          fr: "Pouvons-nous commencer par un atelier ?",
          de: "Können wir mit einem Workshop beginnen?",
        },
        answer: "<p>Of course: a one-day strategy workshop is the most common first step.</p>",
        answer_translation: {
          es: "<p>Por supuesto: un taller de estrategia de un día es el primer paso más habitual.</p>",
          fr: "<p>Bien sûr : un atelier stratégique d'une journée est la première étape la plus courante.</p>",
          de: "<p>Natürlich: Ein eintägiger Strategie-Workshop ist der häufigste erste Schritt.</p>",
        },
      },
    ],
  });

  // On the About page: home keeps 6–8 sections with the pricing section (issue 9).
  await section({
    url_page: "/about",
    order: 5,
    section_type: "brand",
    ...title(b("Trusted by", "Confían en nosotros", "Ils nous font confiance", "Vertrauen uns")),
    text_style_variant: "brutalist",
    is_section_title_aligned_center: true,
    metrics: [
      metric(b("Northwind", "Northwind", "Northwind", "Northwind"), b("", "", "", ""), {
        image: "/demo/brands/northwind.svg",
        is_title_displayed: false,
      }),
      metric(b("Acme Labs", "Acme Labs", "Acme Labs", "Acme Labs"), b("", "", "", ""), {
        image: "/demo/brands/acme.svg",
        is_title_displayed: false,
      }),
      metric(b("Helios", "Helios", "Helios", "Helios"), b("", "", "", ""), {
        image: "/demo/brands/helios.svg",
        is_title_displayed: false,
      }),
      metric(b("Meridian", "Meridian", "Meridian", "Meridian"), b("", "", "", ""), {
        image: "/demo/brands/meridian.svg",
        is_title_displayed: false,
      }),
      metric(b("Kestrel & Co", "Kestrel & Co", "Kestrel & Co", "Kestrel & Co"), b("", "", "", ""), {
        image: "/demo/brands/kestrel.svg",
        is_title_displayed: false,
      }),
    ],
  });

  await section({
    url_page: "/home",
    order: 6,
    section_type: "contact",
    ...title(b("Talk to us", "Hable con nosotros", "Parlons-en", "Sprechen Sie mit uns")),
    ...description(
      b(
        "Tell us where you are stuck. A partner answers within one working day.",
        "Cuéntenos dónde está atascado. Un socio responde en un día laborable.",
        "Dites-nous ce qui vous bloque. Un associé vous répond sous un jour ouvré.",
        "Sagen Sie uns, wo es hakt. Ein Partner antwortet innerhalb eines Werktags.",
      ),
    ),
    text_style_variant: "startup",
    background_color: "sky-50",
    metrics: [
      metric(
        b("Office", "Oficina", "Bureau", "Büro"),
        b(
          "<p>12 Harbour Street, Bristol</p>",
          "<p>12 Harbour Street, Bristol</p>",
          "<p>12 Harbour Street, Bristol</p>",
          "<p>12 Harbour Street, Bristol</p>",
        ),
      ),
      metric(
        b("Phone", "Teléfono", "Téléphone", "Telefon"),
        b("<p>+44 117 496 0123</p>", "<p>+44 117 496 0123</p>", "<p>+44 117 496 0123</p>", "<p>+44 117 496 0123</p>"),
      ),
      metric(
        b("Hours", "Horario", "Horaires", "Öffnungszeiten"),
        b(
          "<p>Monday to Friday, 9:00–17:30</p>",
          "<p>De lunes a viernes, 9:00–17:30</p>",
          "<p>Du lundi au vendredi, 9 h–17 h 30</p>",
          "<p>Montag bis Freitag, 9:00–17:30</p>",
        ),
      ),
    ],
  });

  // /showcase: the metric options (video, gradients, heights, rounded images, image at the bottom,
  // a five-column grid, a legacy-flag section) under a transparent header and the grid footer.
  await createHeadingSection({
    db,
    organizationId,
    heading: {
      url_page: "/showcase",
      name: "Everything a page",
      name_translation: { es: "Todo lo que una página", fr: "Tout ce qu'une page", de: "Alles, was eine Seite" },
      name_part_2: "can show",
      name_part_2_translation: { es: "puede mostrar", fr: "peut montrer", de: "zeigen kann" },
      description_text: "<p>Videos, sliders, gradients and layouts, all edited in place by the Brightpath team.</p>",
      description_text_translation: {
        es: "<p>Vídeos, carruseles, degradados y diseños, editados en la propia página por el equipo de Brightpath.</p>",
        fr: "<p>Vidéos, carrousels, dégradés et mises en page, modifiés directement sur la page par l'équipe Brightpath.</p>",
        de: "<p>Videos, Slider, Verläufe und Layouts, direkt auf der Seite bearbeitet vom Brightpath-Team.</p>",
      },
      button_text: "Talk to us",
      button_text_translation: { es: "Hable con nosotros", fr: "Parlons-en", de: "Sprechen Sie mit uns" },
      url: "/",
      is_text_link: true,
      image: "/demo/growth.svg",
      image_first: true,
      text_style_variant: "apple",
      is_gradient: true,
      gradient: { from: "sky-100", via: "white", to: "emerald-50" },
    },
  });
  await section({
    url_page: "/showcase",
    order: 0,
    section_type: "general",
    ...title(b("Watch how we work", "Vea cómo trabajamos", "Découvrez notre méthode", "So arbeiten wir")),
    grid_columns: 2,
    image_metrics_height: "h-72",
    text_style_variant: "codedharmony",
    metrics: [
      metric(
        b(
          "A workshop in two minutes",
          "Un taller en dos minutos",
          "Un atelier en deux minutes",
          "Ein Workshop in zwei Minuten",
        ),
        b(
          "<p>From the first question to the roadmap on the wall.</p>",
          "<p>De la primera pregunta a la hoja de ruta en la pared.</p>",
          "<p>De la première question à la feuille de route au mur.</p>",
          "<p>Von der ersten Frage bis zur Roadmap an der Wand.</p>",
        ),
        { image: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", is_card_type: true },
      ),
      metric(
        b("Our studio", "Nuestro estudio", "Notre studio", "Unser Studio"),
        b(
          "<p>A short film of the place where the plans are made.</p>",
          "<p>Un breve vídeo del lugar donde nacen los planes.</p>",
          "<p>Un court film sur le lieu où naissent les plans.</p>",
          "<p>Ein kurzer Film über den Ort, an dem die Pläne entstehen.</p>",
        ),
        { image: "https://vimeo.com/76979871", is_card_type: true },
      ),
    ],
  });
  const gradients = [
    { from: "blue-400", via: "cyan-300", to: "teal-400" },
    { from: "orange-400", via: "pink-400", to: "purple-500" },
    { from: "emerald-400", via: "green-400", to: "teal-500" },
    { from: "purple-400", via: "fuchsia-400", to: "pink-500" },
    { from: "red-500", via: "orange-500", to: "yellow-400" },
  ];
  const practice = [
    [b("Pricing", "Precios", "Prix", "Preise"), "/demo/growth.svg"],
    [b("Planning", "Planificación", "Planification", "Planung"), "/demo/strategy.svg"],
    [b("Processes", "Procesos", "Processus", "Prozesse"), "/demo/operations.svg"],
    [b("Leadership", "Liderazgo", "Leadership", "Führung"), "/demo/people.svg"],
    [b("Software", "Software", "Logiciels", "Software"), "/demo/digital.svg"],
  ] as const;
  await section({
    url_page: "/showcase",
    order: 1,
    section_type: "general",
    ...title(
      b(
        "Five practices at a glance",
        "Cinco áreas de un vistazo",
        "Cinq expertises en un coup d'œil",
        "Fünf Bereiche auf einen Blick",
      ),
    ),
    grid_columns: 5,
    image_metrics_height: "h-32",
    is_image_bottom: true,
    text_style_variant: "startup",
    is_section_title_aligned_right: true,
    metrics: practice.map(([name, image], index) =>
      metric(name, b("", "", "", ""), {
        image,
        is_image_rounded_full: true,
        is_card_type: true,
        is_gradient: true,
        gradient: gradients[index],
      }),
    ),
  });
  await section({
    url_page: "/showcase",
    order: 2,
    section_type: "general",
    ...title(b("Case notes", "Notas de casos", "Notes de mission", "Fallnotizen")),
    grid_columns: 3,
    is_slider: true,
    image_metrics_height: "h-40",
    text_style_variant: "elegant",
    is_full_width: true,
    is_gradient: true,
    gradient: { from: "slate-50", to: "sky-50" },
    metrics: [
      metric(
        b("Retail", "Comercio", "Distribution", "Handel"),
        b(
          "<p>New pricing in 14 stores.</p>",
          "<p>Nuevos precios en 14 tiendas.</p>",
          "<p>Nouveaux prix dans 14 magasins.</p>",
          "<p>Neue Preise in 14 Filialen.</p>",
        ),
        { image: "/demo/growth.svg", is_card_type: true },
      ),
      metric(
        b("Logistics", "Logística", "Logistique", "Logistik"),
        b(
          "<p>Three new markets in a year.</p>",
          "<p>Tres mercados nuevos en un año.</p>",
          "<p>Trois nouveaux marchés en un an.</p>",
          "<p>Drei neue Märkte in einem Jahr.</p>",
        ),
        { image: "/demo/digital.svg", is_card_type: true },
      ),
      metric(
        b("Manufacturing", "Industria", "Industrie", "Fertigung"),
        b(
          "<p>Lead time down by 40%.</p>",
          "<p>Plazo de entrega reducido un 40 %.</p>",
          "<p>Délais réduits de 40 %.</p>",
          "<p>Lieferzeit um 40 % verkürzt.</p>",
        ),
        { image: "/demo/operations.svg", is_card_type: true },
      ),
      metric(
        b("Software", "Software", "Logiciel", "Software"),
        b(
          "<p>Hiring twice as fast.</p>",
          "<p>Contratación el doble de rápida.</p>",
          "<p>Recrutement deux fois plus rapide.</p>",
          "<p>Doppelt so schnell eingestellt.</p>",
        ),
        { image: "/demo/people.svg", is_card_type: true },
      ),
    ],
  });
  // No section_type: derived from its first legacy flag (brand).
  await section({
    url_page: "/showcase",
    order: 3,
    is_brand: true,
    is_faq_section: true,
    ...title(b("Partners", "Socios", "Partenaires", "Partner")),
    text_style_variant: "default",
    is_section_title_aligned_center: true,
    metrics: [
      metric(b("Meridian", "Meridian", "Meridian", "Meridian"), b("", "", "", ""), {
        image: "/demo/brands/meridian.svg",
      }),
      metric(b("Helios", "Helios", "Helios", "Helios"), b("", "", "", ""), { image: "/demo/brands/helios.svg" }),
    ],
  });
  // /showcase/fixed: the fixed header type, a fixed banner above it.
  await section({
    url_page: "/showcase/fixed",
    order: 0,
    section_type: "general",
    ...title(
      b(
        "Growth plans that hold",
        "Planes de crecimiento que se sostienen",
        "Des plans de croissance qui tiennent",
        "Wachstumspläne, die halten",
      ),
    ),
    ...description(
      b(
        "We test every plan against your numbers before you commit a budget to it.",
        "Probamos cada plan con sus cifras antes de que le asigne un presupuesto.",
        "Nous testons chaque plan sur vos chiffres avant que vous y engagiez un budget.",
        "Wir prüfen jeden Plan an Ihren Zahlen, bevor Sie ein Budget dafür freigeben.",
      ),
    ),
    grid_columns: 1,
    image_metrics_height: "h-96",
    metrics: [
      metric(
        b("Growth", "Crecimiento", "Croissance", "Wachstum"),
        b(
          "<p>Plans that survive contact with reality.</p>",
          "<p>Planes que resisten el contacto con la realidad.</p>",
          "<p>Des plans qui résistent à la réalité.</p>",
          "<p>Pläne, die der Wirklichkeit standhalten.</p>",
        ),
        { image: "/demo/growth.svg" },
      ),
    ],
  });
  await addPageChrome(db, organizationId, {
    "/showcase": {
      header_style: { type: "transparent", background: "white", color: "gray-800", color_hover: "sky-700" },
      footer_style: "grid",
    },
    "/showcase/fixed": {
      header_style: { type: "fixed", background: "sky-50", color: "sky-900", color_hover: "sky-700", menu_width: "xl" },
      footer_style: {
        type: "stacked",
        background: "gray-900",
        color: "gray-300",
        color_hover: "white",
        is_gradient: true,
        gradient: { from: "gray-900", to: "slate-800" },
      },
    },
  });

  await createBanners({
    db,
    organizationId,
    items: [
      {
        position: "top",
        type: "closed",
        dismissal_duration: "1 minute",
        page_paths: ["/home"],
        content: {
          text: "New: our 2026 operations benchmark is out.",
          text_translation: {
            es: "Novedad: ya está disponible nuestro estudio de operaciones 2026.",
            fr: "Nouveau : notre étude 2026 sur les opérations est disponible.",
            de: "Neu: Unser Operations-Benchmark 2026 ist erschienen.",
          },
          icon: "megaphone",
          link: {
            url: "/showcase",
            label: "See the highlights",
            label_translation: { es: "Ver lo más destacado", fr: "Voir l'essentiel", de: "Highlights ansehen" },
          },
          banner_background: "sky-800",
          banner_content_style: { color: "white", is_bold: true },
        },
      },
      {
        position: "top",
        type: "permanent",
        // Three weeks from the day of seeding (midnight UTC, so instances seeded together agree).
        end_date_promotion: new Date(Math.floor(now / DAY) * DAY + 21 * DAY),
        end_date_promotion_is_displayed: true,
        page_paths: ["/home", "/showcase"],
        content: {
          text: "Spring workshop offer: 20% off until the countdown ends.",
          text_translation: {
            es: "Oferta de talleres de primavera: 20 % de descuento hasta que termine la cuenta atrás.",
            fr: "Offre ateliers de printemps : -20 % jusqu'à la fin du compte à rebours.",
            de: "Frühjahrsangebot für Workshops: 20 % Rabatt, bis der Countdown abläuft.",
          },
          icon: "gift",
          banner_background: { from: "indigo-700", via: "purple-700", to: "fuchsia-700" },
          banner_content_style: { color: "white", is_bold: true },
        },
      },
      {
        position: "top",
        type: "closed",
        is_fixed_above_navbar: true,
        dismissal_duration: "1 day",
        page_paths: ["/showcase/fixed"],
        content: {
          text: "Office hours this Friday: ask a partner anything, 30 minutes, free.",
          text_translation: {
            es: "Consulta abierta este viernes: pregunte a un socio lo que quiera, 30 minutos, gratis.",
            fr: "Permanence ce vendredi : posez vos questions à un associé, 30 minutes, gratuit.",
            de: "Sprechstunde diesen Freitag: Fragen Sie einen Partner, 30 Minuten, kostenlos.",
          },
          icon: "info",
          banner_background: "gray-900",
          banner_content_style: { color: "white" },
        },
      },
      {
        position: "bottom",
        type: "closed",
        dismissal_duration: "2 hours",
        open_state: "left-70",
        page_paths: ["/showcase"],
        content: {
          text: "Questions about a project? We answer within one working day.",
          text_translation: {
            es: "¿Preguntas sobre un proyecto? Respondemos en un día laborable.",
            fr: "Une question sur un projet ? Réponse sous un jour ouvré.",
            de: "Fragen zu einem Projekt? Wir antworten innerhalb eines Werktags.",
          },
          icon: "clock",
          link: { url: "/", label: "Contact", label_translation: { es: "Contacto", fr: "Contact", de: "Kontakt" } },
          banner_background: "emerald-800",
          banner_content_style: { color: "white", align: "left" },
        },
      },
      {
        position: "left",
        type: "closed",
        dismissal_duration: "3 days",
        open_state: "bottom-half",
        page_paths: ["/showcase"],
        content: {
          text: "Free 30-minute call with a partner.",
          text_translation: {
            es: "Llamada gratuita de 30 minutos con un socio.",
            fr: "Appel gratuit de 30 minutes avec un associé.",
            de: "Kostenloses 30-Minuten-Gespräch mit einem Partner.",
          },
          icon: "sparkles",
          banner_background: "slate-800",
          banner_content_style: { color: "white" },
        },
      },
      {
        position: "right",
        type: "permanent",
        is_open: false,
        page_paths: ["/showcase"],
        content: {
          text: "Our 2026 benchmark: 140 projects, one report.",
          text_translation: {
            es: "Nuestro estudio 2026: 140 proyectos, un informe.",
            fr: "Notre étude 2026 : 140 missions, un rapport.",
            de: "Unser Benchmark 2026: 140 Projekte, ein Bericht.",
          },
          icon: "info",
          banner_background: "sky-900",
          banner_content_style: { color: "white" },
        },
      },
    ],
  });
}

async function seedGlobex(db: Db, organizationId: number) {
  const section = (fields: Parameters<typeof createTemplateSection>[0]["section"]) =>
    createTemplateSection({ db, organizationId, section: fields });

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
