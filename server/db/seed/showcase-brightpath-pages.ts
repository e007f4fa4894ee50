import type { Db } from "../client.ts";
import { createHeadingSection } from "./factories.ts";
import { createBanners } from "./showcase-factories.ts";
import { addPageChrome, b, DAY, description, metric, sectionsOf, title } from "./showcase-kit.ts";

/** Brightpath's About page sections, /showcase and /showcase/fixed, with their banners and page chrome. */
export async function seedBrightpathPages(db: Db, organizationId: number, now: number) {
  const section = sectionsOf(db, organizationId);

  // On the About page: home keeps 6–8 sections with the pricing section (decision 017).
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
