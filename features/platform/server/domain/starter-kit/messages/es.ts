import type { KitMessages } from "./kit-messages.ts";

export const es: KitMessages = {
  menu: {
    services: "Servicios",
    about: "Nosotros",
    blog: "Blog",
    help: "Ayuda",
    contact: "Contacto",
    book: "Reservar una llamada",
    privacy: "Política de privacidad",
    cookies: "Política de cookies",
  },
  groups: {
    professional: {
      headline: "Asesoramiento experto,",
      headline2: "explicado con claridad.",
      lead: "{name} le ayuda a tomar decisiones con confianza, con consejos que puede entender y poner en práctica.",
      services: [
        {
          title: "Primera consulta",
          text: "Le escuchamos, hacemos las preguntas adecuadas y le decimos con franqueza cómo podemos ayudarle.",
        },
        {
          title: "Asesoramiento a medida",
          text: "Una recomendación clara para su situación, con los próximos pasos por escrito.",
        },
        { title: "Acompañamiento continuo", text: "Seguimos a su lado mientras pone el plan en práctica." },
      ],
    },
    care: {
      headline: "Un cuidado que",
      headline2: "le pone a usted primero.",
      lead: "{name} se toma el tiempo de entender lo que necesita y le atiende desde la primera visita.",
      services: [
        { title: "Consultas", text: "Una primera cita sin prisas para entender sus necesidades." },
        { title: "Tratamientos", text: "Un cuidado planificado en torno a usted y explicado antes de empezar." },
        { title: "Seguimiento", text: "Nos interesamos por usted después y ajustamos lo que haga falta." },
      ],
    },
    digital: {
      headline: "Tecnología",
      headline2: "que simplemente funciona.",
      lead: "{name} crea y mantiene herramientas digitales fiables para que usted se centre en su negocio.",
      services: [
        { title: "Planificación", text: "Convertimos sus objetivos en un plan claro, un presupuesto y un calendario." },
        { title: "Desarrollo", text: "Trabajo cuidadoso en pasos cortos, con resultados visibles cada semana." },
        { title: "Soporte", text: "Supervisión, actualizaciones y una persona real cuando necesite ayuda." },
      ],
    },
    local: {
      headline: "Buen servicio,",
      headline2: "cerca de usted.",
      lead: "{name} ofrece un servicio amable y fiable, con precios claros y sin sorpresas.",
      services: [
        { title: "Asesoramiento", text: "Cuéntenos lo que necesita y le proponemos la mejor forma de hacerlo." },
        { title: "Trabajo de calidad", text: "Hecho con cuidado, a tiempo y con la calidad prometida." },
        { title: "Atención posterior", text: "Seguimos aquí cuando el trabajo está hecho, por si surge algo." },
      ],
    },
  },
  home: {
    cta: "Contáctenos",
    offerTitle: "Lo que ofrecemos",
    offerLead: "Tres formas en que {name} puede ayudarle.",
    stepsTitle: "Cómo funciona",
    steps: [
      { title: "Cuéntenos lo que necesita", text: "Escríbanos o reserve una breve llamada cuando le venga bien." },
      { title: "Reciba una propuesta clara", text: "Le enviamos un plan sencillo con lo que haremos y lo que cuesta." },
      { title: "Nos ponemos manos a la obra", text: "Le mantenemos informado en cada paso hasta terminar el trabajo." },
    ],
    blogTitle: "De nuestro blog",
  },
  services: {
    title: "Servicios",
    description: "Lo que ofrece {name} y cómo trabajamos con usted.",
    heading: "Nuestros servicios",
    text: "<p>Cada cliente es diferente. Esto es lo que {name} puede hacer por usted; pregúntenos por cualquier cosa que no esté en la lista.</p>",
    sectionTitle: "Lo que podemos hacer por usted",
    cta: "Hacer una pregunta",
  },
  about: {
    title: "Sobre nosotros",
    description: "Quiénes somos en {name} y qué nos importa.",
    heading: "Sobre {name}",
    text: "<p>{name} nació para ofrecer el servicio que querríamos para nosotros mismos: honesto, cuidadoso y fácil de contactar.</p>",
    valuesTitle: "Lo que valoramos",
    values: [
      { title: "Honestidad", text: "Decimos lo que podemos hacer, lo que no y cuánto costará." },
      { title: "Cuidado", text: "Tratamos cada solicitud como si fuera nuestra." },
      { title: "Fiabilidad", text: "Cumplimos lo prometido, cuando lo prometimos." },
    ],
  },
  contact: {
    title: "Contacto",
    description: "Escriba a {name} o reserve una llamada: respondemos a cada mensaje en un día laborable.",
    heading: "Hablemos.",
    text: '<p>Escriba a <a href="mailto:{email}">{email}</a> o reserve una llamada cuando le venga bien. Respondemos en un día laborable.</p>',
    waysTitle: "Cómo contactarnos",
    ways: [
      { title: "Correo electrónico", text: "Envíenos un mensaje cuando quiera; respondemos en días laborables." },
      { title: "Reservar una llamada", text: "Elija un hueco libre en nuestro calendario, de lunes a viernes." },
      { title: "Centro de ayuda", text: "Respuestas a las preguntas más frecuentes, de día y de noche." },
    ],
  },
  post: {
    title: "Bienvenido a nuestro nuevo sitio web",
    description: "{name} estrena casa en la web. Esto es lo que encontrará en ella.",
    content:
      "<p>Bienvenido al nuevo sitio web de {name}. Lo hemos creado para que le resulte más fácil encontrar lo que necesita y contactar con nosotros.</p><h2>Qué encontrará aquí</h2><ul><li>Nuestros servicios y cómo trabajamos.</li><li>Un centro de ayuda con respuestas a las preguntas frecuentes.</li><li>Un calendario donde puede reservar una llamada con nosotros.</li></ul><p>En este blog compartiremos novedades y consejos prácticos. ¡Gracias por su visita!</p>",
  },
  privacy: {
    title: "Política de privacidad",
    content:
      '<p>Esta política explica cómo trata {name} sus datos personales cuando usa este sitio web.</p><h2>Qué recogemos</h2><p>Recogemos los datos que nos facilita cuando nos escribe, reserva una reunión o crea una cuenta: normalmente su nombre, su dirección de correo y su mensaje.</p><h2>Para qué los usamos</h2><p>Usamos sus datos solo para responderle, prestar el servicio que ha solicitado y mantener seguro este sitio. No vendemos sus datos.</p><h2>Cuánto tiempo los conservamos</h2><p>Conservamos sus datos solo mientras los necesitemos para estos fines o lo exija la ley.</p><h2>Sus derechos</h2><p>Puede pedir en cualquier momento ver, corregir o borrar sus datos. Escriba a <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Política de cookies",
    content:
      "<p>Este sitio web usa cookies y tecnologías similares. Esta política explica cuáles y por qué.</p><h2>Cookies esenciales</h2><p>Mantienen su sesión iniciada, protegen los formularios y recuerdan sus preferencias. El sitio no puede funcionar sin ellas.</p><h2>Analítica y marketing</h2><p>Solo se usan si usted lo acepta. Puede cambiar su elección en cualquier momento en la configuración de cookies.</p><h2>Preguntas</h2><p>Si tiene alguna pregunta sobre las cookies, contacte con {name} a través de la página de contacto.</p>",
  },
  help: {
    setTitle: "Primeros pasos",
    faqs: [
      {
        title: "¿Cómo puedo contactar con ustedes?",
        text: "Escriba a {email} o use la página de contacto. Respondemos en un día laborable.",
      },
      {
        title: "¿Cómo reservo una llamada?",
        text: "Abra la página de reservas y elija una hora libre, de lunes a viernes.",
      },
      {
        title: "¿Puedo cambiar o cancelar una reserva?",
        text: "Sí. Use el enlace de su correo de confirmación para moverla o cancelarla.",
      },
      {
        title: "¿Cómo tratan mis datos?",
        text: "Solo para responderle y prestar nuestro servicio. Nuestra política de privacidad explica los detalles.",
      },
    ],
    articles: [
      {
        title: "Cómo contactar con nosotros",
        description: "Las formas más rápidas de llegar a {name}.",
        content:
          "<p>Puede contactar con {name} por correo en {email} o a través de la página de contacto. Respondemos a cada mensaje en un día laborable.</p><p>Para una conversación más larga, reserve una llamada en nuestro calendario.</p>",
      },
      {
        title: "Reservar una llamada",
        description: "Elija una hora, confirme y listo.",
        content:
          "<p>Abra la página de reservas, elija una hora libre de lunes a viernes e indique su nombre y su correo electrónico.</p><p>Recibirá una confirmación por correo, con un enlace para mover o cancelar la llamada.</p>",
      },
      {
        title: "Sus datos y su privacidad",
        description: "Qué guardamos sobre usted y cómo pedirnos que lo borremos.",
        content:
          "<p>Solo guardamos lo necesario para responderle y prestar nuestro servicio. Puede pedirnos en cualquier momento ver, corregir o borrar sus datos.</p><p>La política de privacidad ofrece todos los detalles.</p>",
      },
    ],
  },
  meeting: {
    name: "Llamada de presentación",
    description: "Treinta minutos para contarnos lo que necesita y descubrir cómo podemos ayudarle.",
  },
  cookieList: {
    essential: {
      title: "Esenciales",
      text: "Necesarias para que el sitio funcione: inicio de sesión, seguridad y sus preferencias. Siempre activas.",
    },
    session: { title: "Sesión y seguridad", text: "Mantiene su sesión iniciada y protege los formularios." },
    preferences: { title: "Preferencias", text: "Recuerda su idioma y sus preferencias de cookies." },
    analytics: { title: "Analítica", text: "Nos ayuda a entender qué páginas son útiles." },
    siteAnalytics: { title: "Analítica del sitio", text: "Cuenta las visitas sin identificarle." },
    marketing: { title: "Marketing", text: "Mide nuestras campañas y le muestra ofertas relevantes." },
    campaigns: { title: "Seguimiento de campañas", text: "Nos dice qué boletín o anuncio le trajo aquí." },
  },
};
