import type { Db } from "../client.ts";
import { createFaqs, createSectionPerson } from "./showcase-factories.ts";
import { b, description, metric, sectionsOf, title } from "./showcase-kit.ts";

/** Brightpath's home page showcase: after the two general sections of the base demo (orders 0 and 1). */
export async function seedBrightpathHome(db: Db, organizationId: number) {
  const section = sectionsOf(db, organizationId);

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
}
