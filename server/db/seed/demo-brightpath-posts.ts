import type { DemoPolicy, DemoPost, Text } from "./demo-content-kit.ts";

export const BRIGHTPATH_DOC_SETS: { slug: string; title: Text }[] = [
  {
    slug: "engagement-playbook",
    title: {
      en: "The engagement playbook",
      es: "El manual de trabajo",
      fr: "Le guide de mission",
      de: "Das Projekthandbuch",
    },
  },
];

/** Brightpath's blog: articles, a minimal post, a landing post and a three-part document set. */
export const BRIGHTPATH_POSTS: DemoPost[] = [
  {
    slug: "five-signs-your-strategy-needs-a-reset",
    title: {
      en: "Five signs your strategy needs a reset",
      es: "Cinco señales de que su estrategia necesita un reinicio",
      fr: "Cinq signes que votre stratégie doit être revue",
      de: "Fünf Zeichen, dass Ihre Strategie einen Neustart braucht",
    },
    description: {
      en: "If your team cannot say what you will stop doing this year, the plan is already out of date.",
      es: "Si su equipo no sabe qué dejará de hacer este año, el plan ya está desfasado.",
      fr: "Si votre équipe ne sait pas ce que vous arrêterez cette année, le plan est déjà dépassé.",
      de: "Wenn Ihr Team nicht sagen kann, was Sie dieses Jahr lassen, ist der Plan schon veraltet.",
    },
    author: "Maria Keller",
    photo: "/demo/strategy.svg",
    createdOn: "2026-10-28T09:00:00Z",
    content: {
      en: "<p>Most strategies do not fail in a crisis. They fade, quarter by quarter, until nobody quotes them any more.</p><h2>The five signs</h2><ol><li>Nobody can name what you stopped doing.</li><li>Budgets follow last year, not the plan.</li><li>Your best people argue about priorities in every meeting.</li><li>Customers describe you the way they did five years ago.</li><li>The plan has more than five priorities.</li></ol><h2>What to do next</h2><p>Pick the sign that hurts most and give it one owner and six weeks. A reset rarely needs a new plan; it needs fewer promises.</p>",
      es: "<p>La mayoría de las estrategias no fracasan en una crisis. Se desvanecen, trimestre a trimestre, hasta que nadie las menciona.</p><h2>Las cinco señales</h2><ol><li>Nadie sabe qué han dejado de hacer.</li><li>Los presupuestos siguen al año pasado, no al plan.</li><li>Sus mejores personas discuten las prioridades en cada reunión.</li><li>Los clientes les describen como hace cinco años.</li><li>El plan tiene más de cinco prioridades.</li></ol><h2>Qué hacer ahora</h2><p>Elija la señal que más duele y asígnele un responsable y seis semanas. Un reinicio rara vez necesita un plan nuevo; necesita menos promesas.</p>",
      fr: "<p>La plupart des stratégies n’échouent pas dans une crise. Elles s’effacent, trimestre après trimestre, jusqu’à ce que plus personne ne les cite.</p><h2>Les cinq signes</h2><ol><li>Personne ne sait ce que vous avez arrêté.</li><li>Les budgets suivent l’an dernier, pas le plan.</li><li>Vos meilleurs talents débattent des priorités à chaque réunion.</li><li>Vos clients vous décrivent comme il y a cinq ans.</li><li>Le plan compte plus de cinq priorités.</li></ol><h2>Et maintenant</h2><p>Choisissez le signe le plus douloureux, donnez-lui un responsable et six semaines. Une remise à plat exige rarement un nouveau plan ; elle exige moins de promesses.</p>",
      de: "<p>Die meisten Strategien scheitern nicht in der Krise. Sie verblassen, Quartal für Quartal, bis niemand sie mehr zitiert.</p><h2>Die fünf Zeichen</h2><ol><li>Niemand kann sagen, was Sie aufgehört haben zu tun.</li><li>Budgets folgen dem Vorjahr, nicht dem Plan.</li><li>Ihre besten Leute streiten in jedem Meeting über Prioritäten.</li><li>Kunden beschreiben Sie wie vor fünf Jahren.</li><li>Der Plan hat mehr als fünf Prioritäten.</li></ol><h2>Was jetzt zu tun ist</h2><p>Nehmen Sie das Zeichen, das am meisten schmerzt, und geben Sie ihm eine Verantwortliche und sechs Wochen. Ein Neustart braucht selten einen neuen Plan, sondern weniger Versprechen.</p>",
    },
  },
  {
    slug: "cutting-lead-times",
    title: {
      en: "How a manufacturer cut lead times by 40%",
      es: "Cómo un fabricante redujo sus plazos un 40 %",
      fr: "Comment un industriel a réduit ses délais de 40 %",
      de: "Wie ein Hersteller die Durchlaufzeit um 40 % senkte",
    },
    description: {
      en: "A case study: no new machines, no new software — just fewer queues.",
      es: "Un caso práctico: sin máquinas nuevas ni software nuevo, solo menos colas.",
      fr: "Une étude de cas : ni nouvelles machines ni nouveau logiciel, seulement moins de files d’attente.",
      de: "Eine Fallstudie: keine neuen Maschinen, keine neue Software – nur weniger Warteschlangen.",
    },
    author: "Tomás Ferreira",
    photo: "/demo/operations.svg",
    createdOn: "2026-10-14T09:00:00Z",
    content: {
      en: "<p>A furniture maker with 300 staff promised delivery in six weeks and kept the promise one time in three.</p><h2>What we found</h2><p>Orders spent 80% of their time waiting between steps. Every department optimised its own queue.</p><h2>What changed</h2><ul><li>One daily plan for the whole plant instead of five.</li><li>Work released only when the next step had capacity.</li><li>A 15-minute stand-up at each hand-off.</li></ul><blockquote>We did not work harder. We stopped starting things we could not finish.</blockquote><p>Six months later, lead time was down 40% and on-time delivery reached 92%.</p>",
      es: "<p>Un fabricante de muebles con 300 empleados prometía entregas en seis semanas y cumplía una de cada tres veces.</p><h2>Lo que encontramos</h2><p>Los pedidos pasaban el 80 % del tiempo esperando entre pasos. Cada departamento optimizaba su propia cola.</p><h2>Qué cambió</h2><ul><li>Un único plan diario para toda la planta en lugar de cinco.</li><li>El trabajo se liberaba solo si el siguiente paso tenía capacidad.</li><li>Una reunión de 15 minutos en cada traspaso.</li></ul><blockquote>No trabajamos más. Dejamos de empezar lo que no podíamos terminar.</blockquote><p>Seis meses después, el plazo bajó un 40 % y la entrega puntual llegó al 92 %.</p>",
      fr: "<p>Un fabricant de meubles de 300 salariés promettait une livraison en six semaines et tenait parole une fois sur trois.</p><h2>Ce que nous avons constaté</h2><p>Les commandes passaient 80 % de leur temps à attendre entre deux étapes. Chaque service optimisait sa propre file.</p><h2>Ce qui a changé</h2><ul><li>Un seul plan quotidien pour toute l’usine au lieu de cinq.</li><li>Le travail n’est lancé que si l’étape suivante a de la capacité.</li><li>Un point de 15 minutes à chaque passage de relais.</li></ul><blockquote>Nous n’avons pas travaillé plus. Nous avons arrêté de commencer ce que nous ne pouvions pas finir.</blockquote><p>Six mois plus tard, le délai avait baissé de 40 % et la livraison à l’heure atteignait 92 %.</p>",
      de: "<p>Ein Möbelhersteller mit 300 Beschäftigten versprach Lieferung in sechs Wochen und hielt das Versprechen jedes dritte Mal.</p><h2>Was wir fanden</h2><p>Aufträge verbrachten 80 % ihrer Zeit mit Warten zwischen den Schritten. Jede Abteilung optimierte ihre eigene Warteschlange.</p><h2>Was sich änderte</h2><ul><li>Ein Tagesplan für das ganze Werk statt fünf.</li><li>Arbeit wird nur freigegeben, wenn der nächste Schritt Kapazität hat.</li><li>Ein 15-Minuten-Termin an jeder Übergabe.</li></ul><blockquote>Wir haben nicht härter gearbeitet. Wir haben aufgehört, Dinge anzufangen, die wir nicht beenden konnten.</blockquote><p>Sechs Monate später war die Durchlaufzeit um 40 % gesunken, die Termintreue lag bei 92 %.</p>",
    },
  },
  {
    slug: "hiring-in-a-downturn",
    type: "minimal",
    title: {
      en: "Hiring in a downturn",
      es: "Contratar en plena crisis",
      fr: "Recruter en période de ralentissement",
      de: "Einstellen im Abschwung",
    },
    description: {
      en: "Three rules for growing a team when budgets are tight.",
      es: "Tres reglas para ampliar un equipo con presupuestos ajustados.",
      fr: "Trois règles pour faire grandir une équipe quand les budgets sont serrés.",
      de: "Drei Regeln, um ein Team bei knappen Budgets wachsen zu lassen.",
    },
    companyAuthor: true,
    createdOn: "2026-09-30T09:00:00Z",
    content: {
      en: "<p><strong>Hire for the next two years, not the next two months.</strong> A downturn is when the best people are open to a move.</p><p><strong>Write the first 90 days before the job ad.</strong> If you cannot, the role is not ready.</p><p><strong>Pay for one great hire rather than two good ones.</strong> Coordination costs grow faster than headcount.</p>",
      es: "<p><strong>Contrate para los próximos dos años, no para los próximos dos meses.</strong> En una crisis, los mejores profesionales están abiertos a cambiar.</p><p><strong>Escriba los primeros 90 días antes de la oferta.</strong> Si no puede, el puesto no está listo.</p><p><strong>Pague por una gran contratación en lugar de dos buenas.</strong> Los costes de coordinación crecen más rápido que la plantilla.</p>",
      fr: "<p><strong>Recrutez pour les deux prochaines années, pas pour les deux prochains mois.</strong> C’est en période de ralentissement que les meilleurs sont prêts à bouger.</p><p><strong>Écrivez les 90 premiers jours avant l’annonce.</strong> Si vous n’y arrivez pas, le poste n’est pas prêt.</p><p><strong>Payez pour une excellente recrue plutôt que deux bonnes.</strong> Les coûts de coordination croissent plus vite que l’effectif.</p>",
      de: "<p><strong>Stellen Sie für die nächsten zwei Jahre ein, nicht für die nächsten zwei Monate.</strong> Im Abschwung sind die Besten offen für einen Wechsel.</p><p><strong>Schreiben Sie die ersten 90 Tage vor der Stellenanzeige.</strong> Wenn das nicht gelingt, ist die Rolle nicht reif.</p><p><strong>Bezahlen Sie eine hervorragende Einstellung statt zwei guter.</strong> Abstimmungskosten wachsen schneller als die Zahl der Köpfe.</p>",
    },
  },
  {
    slug: "outlook-2027",
    type: "landing",
    title: {
      en: "Brightpath Outlook 2027",
      es: "Perspectivas Brightpath 2027",
      fr: "Perspectives Brightpath 2027",
      de: "Brightpath Ausblick 2027",
    },
    description: {
      en: "Our yearly briefing for leadership teams: three shifts to plan for in 2027.",
      es: "Nuestro informe anual para equipos directivos: tres cambios para los que prepararse en 2027.",
      fr: "Notre note annuelle pour les directions : trois évolutions à anticiper en 2027.",
      de: "Unser jährliches Briefing für Führungsteams: drei Entwicklungen, auf die Sie 2027 planen sollten.",
    },
    companyAuthor: true,
    photo: "/demo/growth.svg",
    createdOn: "2026-11-10T09:00:00Z",
    content: {
      en: '<section class="bg-sky-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Brightpath Outlook</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">2027: fewer bets, bigger ones</p><p class="mx-auto mt-6 max-w-2xl text-lg text-sky-100">Three shifts our clients are planning for, and the questions to ask your team this quarter.</p></section><section class="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3"><div><h2 class="text-2xl font-semibold text-gray-900">Slower markets</h2><p class="mt-3 text-gray-700">Growth will come from share, not from the market. Know exactly whom you win from.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Leaner teams</h2><p class="mt-3 text-gray-700">Automation frees hours; only a redesigned process turns them into capacity.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Patient capital</h2><p class="mt-3 text-gray-700">Investors reward plans with fewer priorities and clearer milestones.</p></div></section><section class="bg-gray-50 px-6 py-16 text-center"><p class="text-2xl font-semibold text-gray-900">Want the full briefing for your board?</p><p class="mt-6"><a class="rounded-md bg-sky-700 px-5 py-3 font-medium text-white no-underline" href="/contact">Book a session</a></p></section>',
      es: '<section class="bg-sky-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Perspectivas Brightpath</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">2027: menos apuestas, más grandes</p><p class="mx-auto mt-6 max-w-2xl text-lg text-sky-100">Tres cambios que nuestros clientes están planificando y las preguntas que conviene hacer a su equipo este trimestre.</p></section><section class="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3"><div><h2 class="text-2xl font-semibold text-gray-900">Mercados más lentos</h2><p class="mt-3 text-gray-700">El crecimiento vendrá de ganar cuota, no del mercado. Sepa exactamente a quién se la gana.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Equipos más ligeros</h2><p class="mt-3 text-gray-700">La automatización libera horas; solo un proceso rediseñado las convierte en capacidad.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Capital paciente</h2><p class="mt-3 text-gray-700">Los inversores premian los planes con menos prioridades e hitos más claros.</p></div></section><section class="bg-gray-50 px-6 py-16 text-center"><p class="text-2xl font-semibold text-gray-900">¿Quiere el informe completo para su consejo?</p><p class="mt-6"><a class="rounded-md bg-sky-700 px-5 py-3 font-medium text-white no-underline" href="/es/contact">Reservar una sesión</a></p></section>',
      fr: '<section class="bg-sky-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Perspectives Brightpath</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">2027 : moins de paris, mais plus grands</p><p class="mx-auto mt-6 max-w-2xl text-lg text-sky-100">Trois évolutions que nos clients anticipent, et les questions à poser à votre équipe ce trimestre.</p></section><section class="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3"><div><h2 class="text-2xl font-semibold text-gray-900">Des marchés plus lents</h2><p class="mt-3 text-gray-700">La croissance viendra des parts de marché, pas du marché. Sachez à qui vous les prenez.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Des équipes plus légères</h2><p class="mt-3 text-gray-700">L’automatisation libère des heures ; seul un processus repensé en fait de la capacité.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Un capital patient</h2><p class="mt-3 text-gray-700">Les investisseurs récompensent les plans aux priorités moins nombreuses et aux jalons clairs.</p></div></section><section class="bg-gray-50 px-6 py-16 text-center"><p class="text-2xl font-semibold text-gray-900">Vous voulez la note complète pour votre conseil ?</p><p class="mt-6"><a class="rounded-md bg-sky-700 px-5 py-3 font-medium text-white no-underline" href="/fr/contact">Réserver une séance</a></p></section>',
      de: '<section class="bg-sky-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Brightpath Ausblick</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">2027: weniger Wetten, dafür größere</p><p class="mx-auto mt-6 max-w-2xl text-lg text-sky-100">Drei Entwicklungen, auf die unsere Kunden planen – und die Fragen an Ihr Team in diesem Quartal.</p></section><section class="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3"><div><h2 class="text-2xl font-semibold text-gray-900">Langsamere Märkte</h2><p class="mt-3 text-gray-700">Wachstum kommt aus Marktanteilen, nicht aus dem Markt. Wissen Sie genau, wem Sie sie abnehmen.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Schlankere Teams</h2><p class="mt-3 text-gray-700">Automatisierung spart Stunden; erst ein neu gestalteter Prozess macht daraus Kapazität.</p></div><div><h2 class="text-2xl font-semibold text-gray-900">Geduldiges Kapital</h2><p class="mt-3 text-gray-700">Investoren belohnen Pläne mit weniger Prioritäten und klaren Meilensteinen.</p></div></section><section class="bg-gray-50 px-6 py-16 text-center"><p class="text-2xl font-semibold text-gray-900">Sie möchten das vollständige Briefing für Ihren Vorstand?</p><p class="mt-6"><a class="rounded-md bg-sky-700 px-5 py-3 font-medium text-white no-underline" href="/de/contact">Termin buchen</a></p></section>',
    },
  },
  {
    slug: "playbook-discovery",
    type: "doc_set",
    docSet: { slug: "engagement-playbook", order: 1 },
    helpCenter: 1,
    title: { en: "Discovery", es: "Descubrimiento", fr: "Découverte", de: "Erkundung" },
    description: {
      en: "Part 1 of our engagement playbook: the first three weeks of every project.",
      es: "Parte 1 de nuestro manual: las tres primeras semanas de cada proyecto.",
      fr: "Partie 1 de notre guide : les trois premières semaines de chaque mission.",
      de: "Teil 1 unseres Projekthandbuchs: die ersten drei Wochen jedes Projekts.",
    },
    author: "Maria Keller",
    createdOn: "2026-09-15T09:00:00Z",
    content: {
      en: "<p>Every engagement starts by listening. In three weeks we speak to at least twenty customers and every member of the leadership team.</p><h2>What you receive</h2><ul><li>A one-page summary of what customers value.</li><li>A map of where time and money go today.</li><li>The three questions the strategy must answer.</li></ul>",
      es: "<p>Cada proyecto empieza escuchando. En tres semanas hablamos con al menos veinte clientes y con todo el equipo directivo.</p><h2>Qué recibe</h2><ul><li>Un resumen de una página de lo que valoran los clientes.</li><li>Un mapa de adónde van hoy el tiempo y el dinero.</li><li>Las tres preguntas que la estrategia debe responder.</li></ul>",
      fr: "<p>Chaque mission commence par l’écoute. En trois semaines, nous rencontrons au moins vingt clients et toute l’équipe de direction.</p><h2>Ce que vous recevez</h2><ul><li>Une synthèse d’une page de ce que vos clients apprécient.</li><li>Une cartographie de l’usage actuel du temps et de l’argent.</li><li>Les trois questions auxquelles la stratégie doit répondre.</li></ul>",
      de: "<p>Jedes Projekt beginnt mit Zuhören. In drei Wochen sprechen wir mit mindestens zwanzig Kunden und dem gesamten Führungsteam.</p><h2>Was Sie erhalten</h2><ul><li>Eine einseitige Zusammenfassung dessen, was Kunden schätzen.</li><li>Eine Übersicht, wohin Zeit und Geld heute fließen.</li><li>Die drei Fragen, die die Strategie beantworten muss.</li></ul>",
    },
  },
  {
    slug: "playbook-roadmap",
    type: "doc_set",
    onBlog: false,
    docSet: { slug: "engagement-playbook", order: 2 },
    helpCenter: 2,
    title: { en: "Roadmap", es: "Hoja de ruta", fr: "Feuille de route", de: "Roadmap" },
    description: {
      en: "Part 2: turning choices into a plan with owners and budgets.",
      es: "Parte 2: convertir las decisiones en un plan con responsables y presupuestos.",
      fr: "Partie 2 : transformer les choix en plan avec responsables et budgets.",
      de: "Teil 2: aus Entscheidungen einen Plan mit Verantwortlichen und Budgets machen.",
    },
    author: "Maria Keller",
    createdOn: "2026-09-16T09:00:00Z",
    content: {
      en: "<p>A roadmap is a list of decisions, not of activities. Each line has one owner, a budget and a date.</p><h2>Rules we keep</h2><ol><li>No more than five priorities.</li><li>Every priority names what stops.</li><li>Milestones every quarter, reviewed in public.</li></ol>",
      es: "<p>Una hoja de ruta es una lista de decisiones, no de actividades. Cada línea tiene un responsable, un presupuesto y una fecha.</p><h2>Reglas que seguimos</h2><ol><li>No más de cinco prioridades.</li><li>Cada prioridad indica qué se deja de hacer.</li><li>Hitos cada trimestre, revisados en público.</li></ol>",
      fr: "<p>Une feuille de route est une liste de décisions, pas d’activités. Chaque ligne a un responsable, un budget et une date.</p><h2>Nos règles</h2><ol><li>Pas plus de cinq priorités.</li><li>Chaque priorité dit ce qui s’arrête.</li><li>Des jalons chaque trimestre, revus en public.</li></ol>",
      de: "<p>Eine Roadmap ist eine Liste von Entscheidungen, nicht von Aktivitäten. Jede Zeile hat eine Verantwortliche, ein Budget und ein Datum.</p><h2>Unsere Regeln</h2><ol><li>Höchstens fünf Prioritäten.</li><li>Jede Priorität nennt, was wegfällt.</li><li>Meilensteine jedes Quartal, offen überprüft.</li></ol>",
    },
  },
  {
    slug: "playbook-delivery",
    type: "doc_set",
    onBlog: false,
    docSet: { slug: "engagement-playbook", order: 3 },
    helpCenter: 3,
    title: { en: "Delivery", es: "Ejecución", fr: "Mise en œuvre", de: "Umsetzung" },
    description: {
      en: "Part 3: staying with the team until the numbers move.",
      es: "Parte 3: acompañar al equipo hasta que las cifras se muevan.",
      fr: "Partie 3 : rester aux côtés de l’équipe jusqu’à ce que les chiffres bougent.",
      de: "Teil 3: beim Team bleiben, bis sich die Zahlen bewegen.",
    },
    author: "Tomás Ferreira",
    createdOn: "2026-09-17T09:00:00Z",
    content: {
      en: "<p>We stay for at least two quarters after the plan is signed. Part of our fee depends on the three numbers agreed in discovery.</p><h2>Every fortnight</h2><ul><li>A checkpoint with each owner.</li><li>One page on progress, risks and decisions needed.</li></ul>",
      es: "<p>Nos quedamos al menos dos trimestres tras firmar el plan. Parte de nuestros honorarios depende de las tres cifras acordadas en el descubrimiento.</p><h2>Cada quince días</h2><ul><li>Una revisión con cada responsable.</li><li>Una página sobre avances, riesgos y decisiones pendientes.</li></ul>",
      fr: "<p>Nous restons au moins deux trimestres après la signature du plan. Une partie de nos honoraires dépend des trois indicateurs fixés lors de la découverte.</p><h2>Tous les quinze jours</h2><ul><li>Un point avec chaque responsable.</li><li>Une page sur l’avancement, les risques et les décisions à prendre.</li></ul>",
      de: "<p>Wir bleiben mindestens zwei Quartale nach Unterzeichnung des Plans. Ein Teil unseres Honorars hängt von den drei Kennzahlen aus der Erkundung ab.</p><h2>Alle zwei Wochen</h2><ul><li>Ein Checkpoint mit jeder Verantwortlichen.</li><li>Eine Seite zu Fortschritt, Risiken und offenen Entscheidungen.</li></ul>",
    },
  },
];

export const BRIGHTPATH_POLICIES: DemoPolicy[] = [
  {
    kind: "privacy_policy",
    title: {
      en: "Privacy Policy",
      es: "Política de privacidad",
      fr: "Politique de confidentialité",
      de: "Datenschutzerklärung",
    },
    content: {
      en: '<p>Brightpath Consulting, Avenida da Liberdade 110, Lisbon, is responsible for the personal data processed on this site.</p><h2>What we collect</h2><ul><li>Account data you give us when you register: name, user name, e-mail address.</li><li>Messages you send through our contact form.</li><li>Technical logs (address, time, page) kept for 30 days to keep the site secure.</li></ul><h2>Your rights</h2><p>You may ask for a copy, a correction or the deletion of your data at any time by writing to <a href="mailto:privacy@brightpath.example">privacy@brightpath.example</a>. We answer within one month.</p>',
      es: '<p>Brightpath Consulting, Avenida da Liberdade 110, Lisboa, es responsable de los datos personales tratados en este sitio.</p><h2>Qué recopilamos</h2><ul><li>Los datos de cuenta que nos da al registrarse: nombre, nombre de usuario y correo electrónico.</li><li>Los mensajes que envía mediante nuestro formulario de contacto.</li><li>Registros técnicos (dirección, hora, página) conservados 30 días por seguridad.</li></ul><h2>Sus derechos</h2><p>Puede solicitar en cualquier momento una copia, la rectificación o la supresión de sus datos escribiendo a <a href="mailto:privacy@brightpath.example">privacy@brightpath.example</a>. Respondemos en un plazo de un mes.</p>',
      fr: '<p>Brightpath Consulting, Avenida da Liberdade 110, Lisbonne, est responsable des données personnelles traitées sur ce site.</p><h2>Ce que nous collectons</h2><ul><li>Les données de compte fournies à l’inscription : nom, nom d’utilisateur, adresse e-mail.</li><li>Les messages envoyés via notre formulaire de contact.</li><li>Des journaux techniques (adresse, heure, page) conservés 30 jours pour la sécurité du site.</li></ul><h2>Vos droits</h2><p>Vous pouvez à tout moment demander une copie, une rectification ou la suppression de vos données en écrivant à <a href="mailto:privacy@brightpath.example">privacy@brightpath.example</a>. Nous répondons sous un mois.</p>',
      de: '<p>Verantwortlich für die auf dieser Website verarbeiteten personenbezogenen Daten ist Brightpath Consulting, Avenida da Liberdade 110, Lissabon.</p><h2>Was wir erheben</h2><ul><li>Kontodaten, die Sie bei der Registrierung angeben: Name, Benutzername, E-Mail-Adresse.</li><li>Nachrichten, die Sie über unser Kontaktformular senden.</li><li>Technische Protokolle (Adresse, Zeit, Seite), 30 Tage zur Sicherheit der Website gespeichert.</li></ul><h2>Ihre Rechte</h2><p>Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen: <a href="mailto:privacy@brightpath.example">privacy@brightpath.example</a>. Wir antworten innerhalb eines Monats.</p>',
    },
  },
  {
    kind: "cookie_policy",
    title: {
      en: "Cookie Policy",
      es: "Política de cookies",
      fr: "Politique relative aux cookies",
      de: "Cookie-Richtlinie",
    },
    content: {
      en: "<p>This site uses as few cookies as it can.</p><h2>Essential cookies</h2><ul><li><strong>Session</strong>: keeps you signed in; removed when you log out.</li><li><strong>cookies_accepted</strong>: remembers your cookie choice for 365 days.</li><li><strong>defaultLocale</strong>: remembers your language for one year.</li></ul><h2>Your choice</h2><p>Open <em>Privacy settings</em> in the footer to change your consent at any time.</p>",
      es: "<p>Este sitio usa el menor número posible de cookies.</p><h2>Cookies esenciales</h2><ul><li><strong>Sesión</strong>: mantiene su sesión iniciada; se elimina al cerrar sesión.</li><li><strong>cookies_accepted</strong>: recuerda su elección sobre cookies durante 365 días.</li><li><strong>defaultLocale</strong>: recuerda su idioma durante un año.</li></ul><h2>Su elección</h2><p>Abra <em>Configuración de privacidad</em> en el pie de página para cambiar su consentimiento cuando quiera.</p>",
      fr: "<p>Ce site utilise aussi peu de cookies que possible.</p><h2>Cookies essentiels</h2><ul><li><strong>Session</strong> : vous garde connecté ; supprimé à la déconnexion.</li><li><strong>cookies_accepted</strong> : mémorise votre choix pendant 365 jours.</li><li><strong>defaultLocale</strong> : mémorise votre langue pendant un an.</li></ul><h2>Votre choix</h2><p>Ouvrez <em>Paramètres de confidentialité</em> en bas de page pour modifier votre consentement à tout moment.</p>",
      de: "<p>Diese Website verwendet so wenige Cookies wie möglich.</p><h2>Notwendige Cookies</h2><ul><li><strong>Sitzung</strong>: hält Sie angemeldet; wird beim Abmelden gelöscht.</li><li><strong>cookies_accepted</strong>: speichert Ihre Cookie-Wahl für 365 Tage.</li><li><strong>defaultLocale</strong>: speichert Ihre Sprache für ein Jahr.</li></ul><h2>Ihre Wahl</h2><p>Über <em>Datenschutzeinstellungen</em> in der Fußzeile können Sie Ihre Einwilligung jederzeit ändern.</p>",
    },
  },
];
