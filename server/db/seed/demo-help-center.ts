import type { Db } from "../client.ts";
import { features } from "../schema/index.ts";
import { seedPosts, split, type DemoPost, type Text } from "./demo-content-kit.ts";
import { createFaqs } from "./showcase-factories.ts";
import { crossTenant } from "../tenant-scope.ts";

/**
 * The help centers of both demo sites (decision 034): a second document set of practical articles
 * beside the one each blog already has (the engagement playbook, the retirement guide — those are
 * in the knowledge base too), more FAQs and the features list, in every language of each site.
 * The AI assistant answers from exactly this content.
 */

type Faq = { question: Text; answer: Text };
type Feature = { title: Text; description: Text; icon: string };

const BRIGHTPATH_SETS = [
  {
    slug: "working-with-brightpath",
    title: {
      en: "Working with Brightpath",
      es: "Trabajar con Brightpath",
      fr: "Travailler avec Brightpath",
      de: "Zusammenarbeit mit Brightpath",
    },
  },
];

const brightpathArticle = (slug: string, order: number, title: Text, description: Text, content: Text): DemoPost => ({
  slug,
  type: "doc_set",
  onBlog: false,
  docSet: { slug: "working-with-brightpath", order },
  helpCenter: 3 + order,
  title,
  description,
  content,
  companyAuthor: true,
  createdOn: `2026-09-2${order}T09:00:00Z`,
});

const BRIGHTPATH_ARTICLES: DemoPost[] = [
  brightpathArticle(
    "help-first-meeting",
    1,
    {
      en: "Booking and preparing your first meeting",
      es: "Reservar y preparar su primera reunión",
      fr: "Réserver et préparer votre premier rendez-vous",
      de: "Ihr erstes Gespräch buchen und vorbereiten",
    },
    {
      en: "The first conversation is free, takes an hour and needs three things from you.",
      es: "La primera conversación es gratuita, dura una hora y necesita tres cosas de usted.",
      fr: "Le premier échange est gratuit, dure une heure et demande trois choses de votre part.",
      de: "Das erste Gespräch ist kostenlos, dauert eine Stunde und braucht drei Dinge von Ihnen.",
    },
    {
      en: "<p>Book the first meeting through the contact page or by writing to hello@brightpath.example. It is free, lasts one hour and can be online or at our Lisbon office.</p><h2>Bring three things</h2><ol><li>The decision you are trying to make, in one sentence.</li><li>The numbers you watch every month.</li><li>The names of the people who will own the result.</li></ol><p>Within two working days you receive a one-page proposal with the scope, the team and a fixed price per phase.</p>",
      es: "<p>Reserve la primera reunión desde la página de contacto o escribiendo a hello@brightpath.example. Es gratuita, dura una hora y puede ser en línea o en nuestra oficina de Lisboa.</p><h2>Traiga tres cosas</h2><ol><li>La decisión que quiere tomar, en una frase.</li><li>Las cifras que sigue cada mes.</li><li>Los nombres de quienes serán responsables del resultado.</li></ol><p>En dos días laborables recibe una propuesta de una página con el alcance, el equipo y un precio fijo por fase.</p>",
      fr: "<p>Réservez le premier rendez-vous depuis la page contact ou en écrivant à hello@brightpath.example. Il est gratuit, dure une heure et peut se tenir en ligne ou dans nos bureaux de Lisbonne.</p><h2>Apportez trois choses</h2><ol><li>La décision à prendre, en une phrase.</li><li>Les chiffres que vous suivez chaque mois.</li><li>Les noms des personnes qui porteront le résultat.</li></ol><p>Sous deux jours ouvrés, vous recevez une proposition d’une page : périmètre, équipe et prix forfaitaire par phase.</p>",
      de: "<p>Buchen Sie das erste Gespräch über die Kontaktseite oder per E-Mail an hello@brightpath.example. Es ist kostenlos, dauert eine Stunde und findet online oder in unserem Büro in Lissabon statt.</p><h2>Bringen Sie drei Dinge mit</h2><ol><li>Die Entscheidung, die Sie treffen wollen, in einem Satz.</li><li>Die Kennzahlen, die Sie jeden Monat verfolgen.</li><li>Die Namen der Personen, die das Ergebnis verantworten.</li></ol><p>Innerhalb von zwei Arbeitstagen erhalten Sie ein einseitiges Angebot mit Umfang, Team und Festpreis pro Phase.</p>",
    },
  ),
  brightpathArticle(
    "help-fees-and-invoices",
    2,
    {
      en: "How fees and invoices work",
      es: "Cómo funcionan los honorarios y las facturas",
      fr: "Honoraires et factures : comment ça marche",
      de: "So funktionieren Honorar und Rechnungen",
    },
    {
      en: "A fixed price per phase, invoiced when the phase starts, with part of the fee tied to results.",
      es: "Un precio fijo por fase, facturado al empezar la fase, con parte de los honorarios ligada a resultados.",
      fr: "Un prix forfaitaire par phase, facturé au début de la phase, dont une part dépend des résultats.",
      de: "Ein Festpreis pro Phase, berechnet zu Phasenbeginn, ein Teil davon abhängig vom Ergebnis.",
    },
    {
      en: "<p>Every engagement has a fixed price per phase, agreed before we start. We invoice each phase when it begins; payment is due within 30 days by bank transfer.</p><h2>Results-linked share</h2><p>Up to 20% of the delivery fee depends on the three numbers agreed in discovery. If they do not move, that share is not invoiced.</p><p>Travel costs are billed at cost, only with your prior approval. Questions about an invoice go to billing@brightpath.example.</p>",
      es: "<p>Cada proyecto tiene un precio fijo por fase, acordado antes de empezar. Facturamos cada fase al comenzar; el pago vence a 30 días por transferencia bancaria.</p><h2>Parte ligada a resultados</h2><p>Hasta el 20 % de los honorarios de ejecución depende de las tres cifras acordadas en el descubrimiento. Si no se mueven, esa parte no se factura.</p><p>Los viajes se facturan al coste, solo con su aprobación previa. Las dudas sobre una factura, a billing@brightpath.example.</p>",
      fr: "<p>Chaque mission a un prix forfaitaire par phase, convenu avant de commencer. Nous facturons chaque phase à son lancement ; le paiement est dû sous 30 jours par virement.</p><h2>Part liée aux résultats</h2><p>Jusqu’à 20 % des honoraires de mise en œuvre dépendent des trois indicateurs fixés lors de la découverte. S’ils ne bougent pas, cette part n’est pas facturée.</p><p>Les déplacements sont refacturés au coût réel, uniquement avec votre accord préalable. Pour toute question : billing@brightpath.example.</p>",
      de: "<p>Jedes Projekt hat einen Festpreis pro Phase, vor Beginn vereinbart. Wir stellen jede Phase bei ihrem Start in Rechnung; zahlbar innerhalb von 30 Tagen per Überweisung.</p><h2>Ergebnisabhängiger Anteil</h2><p>Bis zu 20 % des Umsetzungshonorars hängen von den drei in der Erkundung vereinbarten Kennzahlen ab. Bewegen sie sich nicht, wird dieser Anteil nicht berechnet.</p><p>Reisekosten werden zum Selbstkostenpreis und nur nach Ihrer Zustimmung berechnet. Fragen zu Rechnungen an billing@brightpath.example.</p>",
    },
  ),
  brightpathArticle(
    "help-sharing-data",
    3,
    {
      en: "Sharing confidential data with us",
      es: "Compartir datos confidenciales con nosotros",
      fr: "Nous transmettre des données confidentielles",
      de: "Vertrauliche Daten mit uns teilen",
    },
    {
      en: "A signed NDA before the first file, one shared workspace, and everything deleted 90 days after the end.",
      es: "Un acuerdo de confidencialidad antes del primer archivo, un espacio compartido y todo borrado 90 días después.",
      fr: "Un accord de confidentialité avant le premier fichier, un espace partagé et tout supprimé 90 jours après la fin.",
      de: "Eine NDA vor der ersten Datei, ein gemeinsamer Arbeitsbereich und Löschung 90 Tage nach Projektende.",
    },
    {
      en: "<p>We sign your non-disclosure agreement, or ours, before you send the first file. All documents go through one shared workspace that only the named team can open; please never send customer data by e-mail.</p><ul><li>Personal data is anonymised before analysis whenever the question allows it.</li><li>Data stays in the EU.</li><li>Everything you shared is deleted 90 days after the engagement ends, and we confirm the deletion in writing.</li></ul>",
      es: "<p>Firmamos su acuerdo de confidencialidad, o el nuestro, antes de que envíe el primer archivo. Todos los documentos pasan por un único espacio compartido que solo el equipo designado puede abrir; no envíe nunca datos de clientes por correo.</p><ul><li>Los datos personales se anonimizan antes del análisis siempre que la pregunta lo permite.</li><li>Los datos permanecen en la UE.</li><li>Todo lo compartido se borra 90 días después del fin del proyecto y confirmamos el borrado por escrito.</li></ul>",
      fr: "<p>Nous signons votre accord de confidentialité, ou le nôtre, avant l’envoi du premier fichier. Tous les documents passent par un espace partagé que seule l’équipe désignée peut ouvrir ; n’envoyez jamais de données clients par e-mail.</p><ul><li>Les données personnelles sont anonymisées avant analyse dès que la question le permet.</li><li>Les données restent dans l’UE.</li><li>Tout ce que vous avez partagé est supprimé 90 jours après la fin de la mission, avec une confirmation écrite.</li></ul>",
      de: "<p>Wir unterzeichnen Ihre Vertraulichkeitsvereinbarung oder unsere, bevor Sie die erste Datei senden. Alle Dokumente laufen über einen gemeinsamen Arbeitsbereich, den nur das benannte Team öffnen kann; bitte senden Sie Kundendaten nie per E-Mail.</p><ul><li>Personenbezogene Daten werden vor der Analyse anonymisiert, wann immer die Fragestellung es erlaubt.</li><li>Die Daten bleiben in der EU.</li><li>Alles, was Sie geteilt haben, wird 90 Tage nach Projektende gelöscht; die Löschung bestätigen wir schriftlich.</li></ul>",
    },
  ),
];

const BRIGHTPATH_FAQS: Faq[] = [
  {
    question: {
      en: "How do I book a first meeting?",
      es: "¿Cómo reservo una primera reunión?",
      fr: "Comment réserver un premier rendez-vous ?",
      de: "Wie buche ich ein erstes Gespräch?",
    },
    answer: {
      en: "<p>Use the contact page or write to hello@brightpath.example. The first hour is free, online or in Lisbon.</p>",
      es: "<p>Use la página de contacto o escriba a hello@brightpath.example. La primera hora es gratuita, en línea o en Lisboa.</p>",
      fr: "<p>Passez par la page contact ou écrivez à hello@brightpath.example. La première heure est gratuite, en ligne ou à Lisbonne.</p>",
      de: "<p>Über die Kontaktseite oder per E-Mail an hello@brightpath.example. Die erste Stunde ist kostenlos, online oder in Lissabon.</p>",
    },
  },
  {
    question: {
      en: "In which languages do you work?",
      es: "¿En qué idiomas trabajan?",
      fr: "Dans quelles langues travaillez-vous ?",
      de: "In welchen Sprachen arbeiten Sie?",
    },
    answer: {
      en: "<p>English, Spanish, French, German and Portuguese: workshops and reports in the language of your team.</p>",
      es: "<p>Inglés, español, francés, alemán y portugués: talleres e informes en el idioma de su equipo.</p>",
      fr: "<p>Anglais, espagnol, français, allemand et portugais : ateliers et rapports dans la langue de votre équipe.</p>",
      de: "<p>Englisch, Spanisch, Französisch, Deutsch und Portugiesisch: Workshops und Berichte in der Sprache Ihres Teams.</p>",
    },
  },
];

const BRIGHTPATH_FEATURES: Feature[] = [
  {
    icon: "receipt",
    title: {
      en: "Fixed price per phase",
      es: "Precio fijo por fase",
      fr: "Prix forfaitaire par phase",
      de: "Festpreis pro Phase",
    },
    description: {
      en: "You know the cost of each phase before it starts.",
      es: "Conoce el coste de cada fase antes de que empiece.",
      fr: "Vous connaissez le coût de chaque phase avant son lancement.",
      de: "Sie kennen die Kosten jeder Phase, bevor sie beginnt.",
    },
  },
  {
    icon: "target",
    title: {
      en: "Fees tied to results",
      es: "Honorarios ligados a resultados",
      fr: "Honoraires liés aux résultats",
      de: "Honorar nach Ergebnis",
    },
    description: {
      en: "Up to 20% of the delivery fee depends on the numbers we agreed.",
      es: "Hasta el 20 % de los honorarios depende de las cifras acordadas.",
      fr: "Jusqu’à 20 % des honoraires dépendent des indicateurs convenus.",
      de: "Bis zu 20 % des Honorars hängen von den vereinbarten Kennzahlen ab.",
    },
  },
  {
    icon: "users",
    title: {
      en: "Senior team only",
      es: "Solo equipo sénior",
      fr: "Équipe senior uniquement",
      de: "Nur erfahrene Berater",
    },
    description: {
      en: "The people in the first meeting are the people who do the work.",
      es: "Las personas de la primera reunión son las que hacen el trabajo.",
      fr: "Les personnes du premier rendez-vous sont celles qui font le travail.",
      de: "Wer im ersten Gespräch sitzt, macht auch die Arbeit.",
    },
  },
  {
    icon: "shield",
    title: {
      en: "Your data stays yours",
      es: "Sus datos siguen siendo suyos",
      fr: "Vos données restent les vôtres",
      de: "Ihre Daten bleiben Ihre",
    },
    description: {
      en: "NDA first, EU storage, deletion 90 days after the end.",
      es: "Confidencialidad primero, almacenamiento en la UE, borrado a los 90 días.",
      fr: "Confidentialité d’abord, stockage dans l’UE, suppression à 90 jours.",
      de: "Zuerst die NDA, Speicherung in der EU, Löschung nach 90 Tagen.",
    },
  },
];

const GLOBEX_SETS = [
  {
    slug: "your-globex-account",
    title: { en: "Your Globex account", de: "Ihr Globex-Konto", fr: "Votre compte Globex", it: "Il tuo conto Globex" },
  },
];

const globexArticle = (slug: string, order: number, title: Text, description: Text, content: Text): DemoPost => ({
  slug,
  type: "doc_set",
  onBlog: false,
  docSet: { slug: "your-globex-account", order },
  helpCenter: 3 + order,
  title,
  description,
  content,
  companyAuthor: true,
  createdOn: `2026-09-2${order}T08:00:00Z`,
});

const GLOBEX_ARTICLES: DemoPost[] = [
  globexArticle(
    "help-opening-an-account",
    1,
    {
      en: "Opening an account online",
      de: "Konto online eröffnen",
      fr: "Ouvrir un compte en ligne",
      it: "Aprire un conto online",
    },
    {
      en: "Ten minutes, an ID document and a phone with a camera.",
      de: "Zehn Minuten, ein Ausweis und ein Telefon mit Kamera.",
      fr: "Dix minutes, une pièce d’identité et un téléphone avec caméra.",
      it: "Dieci minuti, un documento d’identità e un telefono con fotocamera.",
    },
    {
      en: "<p>You can open a Globex account online in about ten minutes if you are 18 or older and live in Switzerland or the EU.</p><ol><li>Choose a plan and enter your details.</li><li>Photograph your passport or ID card and take a short video selfie.</li><li>Sign the contract on screen with the code we text you.</li></ol><p>Your IBAN is ready at once; your card arrives by post within five working days.</p>",
      de: "<p>Sie können ein Globex-Konto in etwa zehn Minuten online eröffnen, wenn Sie mindestens 18 Jahre alt sind und in der Schweiz oder der EU wohnen.</p><ol><li>Wählen Sie ein Angebot und geben Sie Ihre Daten ein.</li><li>Fotografieren Sie Pass oder Ausweis und nehmen Sie ein kurzes Video-Selfie auf.</li><li>Unterschreiben Sie den Vertrag am Bildschirm mit dem Code, den wir Ihnen per SMS senden.</li></ol><p>Ihre IBAN steht sofort bereit; die Karte kommt innerhalb von fünf Werktagen per Post.</p>",
      fr: "<p>Vous pouvez ouvrir un compte Globex en ligne en dix minutes environ si vous avez 18 ans ou plus et résidez en Suisse ou dans l’UE.</p><ol><li>Choisissez une offre et saisissez vos coordonnées.</li><li>Photographiez votre passeport ou carte d’identité et enregistrez un court selfie vidéo.</li><li>Signez le contrat à l’écran avec le code reçu par SMS.</li></ol><p>Votre IBAN est disponible immédiatement ; votre carte arrive par la poste sous cinq jours ouvrés.</p>",
      it: "<p>Puoi aprire un conto Globex online in circa dieci minuti se hai almeno 18 anni e risiedi in Svizzera o nell’UE.</p><ol><li>Scegli un piano e inserisci i tuoi dati.</li><li>Fotografa il passaporto o la carta d’identità e registra un breve video selfie.</li><li>Firma il contratto sullo schermo con il codice che ti inviamo via SMS.</li></ol><p>L’IBAN è subito pronto; la carta arriva per posta entro cinque giorni lavorativi.</p>",
    },
  ),
  globexArticle(
    "help-moving-your-savings",
    2,
    {
      en: "Moving your savings to Globex",
      de: "Ersparnisse zu Globex übertragen",
      fr: "Transférer votre épargne chez Globex",
      it: "Trasferire i risparmi a Globex",
    },
    {
      en: "We handle the switch from your old bank; it usually takes ten working days.",
      de: "Wir übernehmen den Wechsel von Ihrer alten Bank; meist dauert er zehn Werktage.",
      fr: "Nous gérons le changement depuis votre ancienne banque ; comptez dix jours ouvrés.",
      it: "Gestiamo noi il passaggio dalla tua vecchia banca; di solito servono dieci giorni lavorativi.",
    },
    {
      en: "<p>Sign the switching form in your online banking and we contact your old bank for you. Standing orders and direct debits are moved with your balance.</p><ul><li>The switch usually takes ten working days.</li><li>Securities are transferred in kind, without selling them.</li><li>Globex refunds closing fees of up to 100 that your old bank charges.</li></ul>",
      de: "<p>Unterschreiben Sie das Wechselformular im Online-Banking, und wir kontaktieren Ihre alte Bank für Sie. Daueraufträge und Lastschriften ziehen mit Ihrem Guthaben um.</p><ul><li>Der Wechsel dauert meist zehn Werktage.</li><li>Wertpapiere werden übertragen, ohne sie zu verkaufen.</li><li>Globex erstattet Schließungsgebühren Ihrer alten Bank bis 100.</li></ul>",
      fr: "<p>Signez le formulaire de changement dans votre banque en ligne et nous contactons votre ancienne banque pour vous. Ordres permanents et prélèvements suivent votre solde.</p><ul><li>Le changement prend en général dix jours ouvrés.</li><li>Les titres sont transférés tels quels, sans être vendus.</li><li>Globex rembourse jusqu’à 100 de frais de clôture facturés par votre ancienne banque.</li></ul>",
      it: "<p>Firma il modulo di trasferimento nell’online banking e contattiamo noi la tua vecchia banca. Ordini permanenti e addebiti diretti seguono il saldo.</p><ul><li>Il passaggio richiede di solito dieci giorni lavorativi.</li><li>I titoli vengono trasferiti senza venderli.</li><li>Globex rimborsa fino a 100 di spese di chiusura applicate dalla vecchia banca.</li></ul>",
    },
  ),
  globexArticle(
    "help-security-and-fraud",
    3,
    { en: "Security and fraud", de: "Sicherheit und Betrug", fr: "Sécurité et fraude", it: "Sicurezza e frodi" },
    {
      en: "What we never ask you, and how to block your card at any hour.",
      de: "Was wir Sie nie fragen und wie Sie Ihre Karte rund um die Uhr sperren.",
      fr: "Ce que nous ne vous demandons jamais, et comment bloquer votre carte à toute heure.",
      it: "Cosa non ti chiediamo mai e come bloccare la carta a qualsiasi ora.",
    },
    {
      en: "<p>Globex will never ask for your password, your PIN or a confirmation code by phone, e-mail or text message. If someone does, hang up and call us.</p><h2>Lost card or strange payment?</h2><ul><li>Block the card in the app under Cards, or call +41 44 000 00 00, day and night.</li><li>Report payments you do not recognise within 30 days; we refund proven fraud.</li></ul>",
      de: "<p>Globex fragt Sie nie telefonisch, per E-Mail oder SMS nach Passwort, PIN oder Bestätigungscode. Wenn jemand es tut, legen Sie auf und rufen Sie uns an.</p><h2>Karte verloren oder seltsame Zahlung?</h2><ul><li>Sperren Sie die Karte in der App unter Karten oder rufen Sie +41 44 000 00 00 an, Tag und Nacht.</li><li>Melden Sie unbekannte Zahlungen innerhalb von 30 Tagen; nachgewiesenen Betrug erstatten wir.</li></ul>",
      fr: "<p>Globex ne vous demandera jamais votre mot de passe, votre code PIN ou un code de confirmation par téléphone, e-mail ou SMS. Si quelqu’un le fait, raccrochez et appelez-nous.</p><h2>Carte perdue ou paiement suspect ?</h2><ul><li>Bloquez la carte dans l’application sous Cartes, ou appelez le +41 44 000 00 00, jour et nuit.</li><li>Signalez les paiements inconnus sous 30 jours ; nous remboursons la fraude avérée.</li></ul>",
      it: "<p>Globex non ti chiederà mai password, PIN o codici di conferma per telefono, e-mail o SMS. Se qualcuno lo fa, riattacca e chiamaci.</p><h2>Carta smarrita o pagamento sospetto?</h2><ul><li>Blocca la carta nell’app sotto Carte oppure chiama il +41 44 000 00 00, giorno e notte.</li><li>Segnala i pagamenti che non riconosci entro 30 giorni; rimborsiamo le frodi accertate.</li></ul>",
    },
  ),
];

const GLOBEX_FAQS: Faq[] = [
  {
    question: {
      en: "How do I block a lost card?",
      de: "Wie sperre ich eine verlorene Karte?",
      fr: "Comment bloquer une carte perdue ?",
      it: "Come blocco una carta smarrita?",
    },
    answer: {
      en: "<p>In the app under Cards, or by calling +41 44 000 00 00 at any hour.</p>",
      de: "<p>In der App unter Karten oder rund um die Uhr unter +41 44 000 00 00.</p>",
      fr: "<p>Dans l’application sous Cartes, ou au +41 44 000 00 00 à toute heure.</p>",
      it: "<p>Nell’app sotto Carte oppure al +41 44 000 00 00 a qualsiasi ora.</p>",
    },
  },
  {
    question: {
      en: "How long does moving my savings take?",
      de: "Wie lange dauert der Umzug meiner Ersparnisse?",
      fr: "Combien de temps prend le transfert de mon épargne ?",
      it: "Quanto tempo richiede il trasferimento dei risparmi?",
    },
    answer: {
      en: "<p>Usually ten working days. We contact your old bank and refund its closing fees up to 100.</p>",
      de: "<p>Meist zehn Werktage. Wir kontaktieren Ihre alte Bank und erstatten deren Schließungsgebühren bis 100.</p>",
      fr: "<p>En général dix jours ouvrés. Nous contactons votre ancienne banque et remboursons ses frais de clôture jusqu’à 100.</p>",
      it: "<p>Di solito dieci giorni lavorativi. Contattiamo la tua vecchia banca e rimborsiamo le spese di chiusura fino a 100.</p>",
    },
  },
];

const GLOBEX_FEATURES: Feature[] = [
  {
    icon: "smartphone",
    title: {
      en: "Open an account in 10 minutes",
      de: "Konto in 10 Minuten",
      fr: "Un compte en 10 minutes",
      it: "Conto in 10 minuti",
    },
    description: {
      en: "Online, with an ID and your phone.",
      de: "Online, mit Ausweis und Telefon.",
      fr: "En ligne, avec une pièce d’identité et votre téléphone.",
      it: "Online, con un documento e il telefono.",
    },
  },
  {
    icon: "shield",
    title: { en: "Deposits protected", de: "Einlagen geschützt", fr: "Dépôts garantis", it: "Depositi protetti" },
    description: {
      en: "Up to 100,000 per customer by the national guarantee scheme.",
      de: "Bis 100.000 pro Kunde durch die Einlagensicherung.",
      fr: "Jusqu’à 100 000 par client par le fonds de garantie.",
      it: "Fino a 100.000 per cliente dal fondo di garanzia.",
    },
  },
  {
    icon: "user",
    title: {
      en: "Free personal advice",
      de: "Kostenlose Beratung",
      fr: "Conseil personnel gratuit",
      it: "Consulenza personale gratuita",
    },
    description: {
      en: "An advisor of your own is part of every plan.",
      de: "Eine persönliche Beraterin gehört zu jedem Angebot.",
      fr: "Un conseiller attitré est inclus dans chaque offre.",
      it: "Un consulente dedicato è incluso in ogni piano.",
    },
  },
  {
    icon: "lock",
    title: {
      en: "Card blocking day and night",
      de: "Kartensperre rund um die Uhr",
      fr: "Blocage de carte jour et nuit",
      it: "Blocco carta giorno e notte",
    },
    description: {
      en: "In the app or by phone, at any hour.",
      de: "In der App oder per Telefon, jederzeit.",
      fr: "Dans l’application ou par téléphone, à toute heure.",
      it: "Nell’app o per telefono, a qualsiasi ora.",
    },
  },
];

async function seedHelpCenter(
  db: Db,
  organizationId: number,
  content: { sets: { slug: string; title: Text }[]; articles: DemoPost[]; faqs: Faq[]; features: Feature[] },
) {
  await seedPosts({ db, organizationId, posts: content.articles, docSets: content.sets });
  await createFaqs({
    db,
    organizationId,
    items: content.faqs.map((faq, index) => {
      const question = split(faq.question);
      const answer = split(faq.answer);
      return {
        question: question.base,
        question_translation: question.tr,
        answer: answer.base,
        answer_translation: answer.tr,
        order: 100 + index,
      };
    }),
  });
  await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(features)
    .values(
      content.features.map((feature, index) => {
        const title = split(feature.title);
        const description = split(feature.description);
        return {
          organization_id: organizationId,
          title: title.base,
          title_translation: title.tr,
          description: description.base,
          description_translation: description.tr,
          icon: feature.icon,
          order: index + 1,
        };
      }),
    );
}

export async function seedDemoHelpCenters({
  db,
  brightpathId,
  globexId,
}: {
  db: Db;
  brightpathId: number;
  globexId: number;
}) {
  await seedHelpCenter(db, brightpathId, {
    sets: BRIGHTPATH_SETS,
    articles: BRIGHTPATH_ARTICLES,
    faqs: BRIGHTPATH_FAQS,
    features: BRIGHTPATH_FEATURES,
  });
  await seedHelpCenter(db, globexId, {
    sets: GLOBEX_SETS,
    articles: GLOBEX_ARTICLES,
    faqs: GLOBEX_FAQS,
    features: GLOBEX_FEATURES,
  });
}
