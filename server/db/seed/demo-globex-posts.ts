import type { DemoPolicy, DemoPost, Text } from "./demo-content-kit.ts";

export const GLOBEX_DOC_SETS: { slug: string; title: Text }[] = [
  {
    slug: "retirement-guide",
    title: {
      en: "The retirement guide",
      de: "Der Ratgeber Altersvorsorge",
      fr: "Le guide de la retraite",
      it: "La guida alla pensione",
    },
  },
];

/** Globex's blog ("Market Insights"): articles, a minimal post, a landing post and a document set. */
export const GLOBEX_POSTS: DemoPost[] = [
  {
    slug: "the-quiet-power-of-compound-interest",
    title: {
      en: "The quiet power of compound interest",
      de: "Die leise Kraft des Zinseszinses",
      fr: "La force tranquille des intérêts composés",
      it: "La forza silenziosa dell’interesse composto",
    },
    description: {
      en: "Why starting ten years earlier matters more than saving twice as much.",
      de: "Warum zehn Jahre früher anzufangen mehr bringt als doppelt so viel zu sparen.",
      fr: "Pourquoi commencer dix ans plus tôt compte plus qu’épargner deux fois plus.",
      it: "Perché iniziare dieci anni prima conta più che risparmiare il doppio.",
    },
    author: "Elena Rossi",
    photo: "/demo/savings.svg",
    createdOn: "2026-11-05T08:00:00Z",
    content: {
      en: "<p>Put 200 a month aside at 5% from age 25 and you have about 305,000 at 65. Start at 35 and you need to save twice as much to catch up.</p><h2>Three habits that help</h2><ul><li>Save on payday, automatically.</li><li>Reinvest interest and dividends.</li><li>Raise the amount with every pay rise.</li></ul>",
      de: "<p>Wer ab 25 monatlich 200 zu 5 % spart, hat mit 65 rund 305.000. Wer mit 35 beginnt, muss doppelt so viel sparen, um aufzuholen.</p><h2>Drei hilfreiche Gewohnheiten</h2><ul><li>Am Zahltag automatisch sparen.</li><li>Zinsen und Dividenden wieder anlegen.</li><li>Den Betrag mit jeder Gehaltserhöhung anheben.</li></ul>",
      fr: "<p>En épargnant 200 par mois à 5 % dès 25 ans, vous disposez d’environ 305 000 à 65 ans. En commençant à 35 ans, il faut épargner deux fois plus pour rattraper.</p><h2>Trois habitudes utiles</h2><ul><li>Épargner le jour de la paie, automatiquement.</li><li>Réinvestir intérêts et dividendes.</li><li>Augmenter le montant à chaque hausse de salaire.</li></ul>",
      it: "<p>Mettendo da parte 200 al mese al 5% dai 25 anni, a 65 avrai circa 305.000. Iniziando a 35, devi risparmiare il doppio per recuperare.</p><h2>Tre abitudini utili</h2><ul><li>Risparmiare il giorno di paga, in automatico.</li><li>Reinvestire interessi e dividendi.</li><li>Aumentare l’importo a ogni aumento di stipendio.</li></ul>",
    },
  },
  {
    slug: "five-questions-before-you-invest",
    title: {
      en: "Five questions to ask before you invest",
      de: "Fünf Fragen vor der ersten Geldanlage",
      fr: "Cinq questions à se poser avant d’investir",
      it: "Cinque domande da porsi prima di investire",
    },
    description: {
      en: "Emergency fund, horizon, risk, costs and taxes: a checklist in five minutes.",
      de: "Notgroschen, Anlagehorizont, Risiko, Kosten und Steuern: eine Checkliste in fünf Minuten.",
      fr: "Épargne de précaution, horizon, risque, frais et fiscalité : une liste en cinq minutes.",
      it: "Fondo di emergenza, orizzonte, rischio, costi e tasse: una checklist in cinque minuti.",
    },
    author: "Jonas Weber",
    photo: "/demo/investing.svg",
    createdOn: "2026-10-20T08:00:00Z",
    content: {
      en: "<ol><li><strong>Do I have three months of expenses in savings?</strong> Invest only what you will not need soon.</li><li><strong>When will I need the money?</strong> Less than five years away: keep it in savings.</li><li><strong>Could I watch it fall by a third without selling?</strong></li><li><strong>What does it cost each year?</strong> Above 1% eats most of the gain.</li><li><strong>How is it taxed?</strong> Use tax-free allowances first.</li></ol>",
      de: "<ol><li><strong>Habe ich drei Monatsausgaben als Rücklage?</strong> Legen Sie nur an, was Sie nicht bald brauchen.</li><li><strong>Wann brauche ich das Geld?</strong> In weniger als fünf Jahren: auf dem Sparkonto lassen.</li><li><strong>Könnte ich einen Verlust von einem Drittel aushalten, ohne zu verkaufen?</strong></li><li><strong>Was kostet es pro Jahr?</strong> Über 1 % frisst den Großteil des Ertrags.</li><li><strong>Wie wird es besteuert?</strong> Nutzen Sie zuerst Freibeträge.</li></ol>",
      fr: "<ol><li><strong>Ai-je trois mois de dépenses de côté ?</strong> N’investissez que ce dont vous n’aurez pas besoin bientôt.</li><li><strong>Quand aurai-je besoin de cet argent ?</strong> Dans moins de cinq ans : gardez-le sur un livret.</li><li><strong>Supporterais-je une baisse d’un tiers sans vendre ?</strong></li><li><strong>Combien cela coûte-t-il par an ?</strong> Au-delà de 1 %, les frais mangent l’essentiel du gain.</li><li><strong>Quelle fiscalité ?</strong> Utilisez d’abord les enveloppes exonérées.</li></ol>",
      it: "<ol><li><strong>Ho tre mesi di spese da parte?</strong> Investi solo ciò che non ti servirà a breve.</li><li><strong>Quando mi serviranno i soldi?</strong> Tra meno di cinque anni: tienili sul conto di risparmio.</li><li><strong>Sopporterei un calo di un terzo senza vendere?</strong></li><li><strong>Quanto costa ogni anno?</strong> Oltre l’1% si mangia gran parte del guadagno.</li><li><strong>Come viene tassato?</strong> Usa prima le esenzioni fiscali.</li></ol>",
    },
  },
  {
    slug: "new-mobile-app",
    type: "minimal",
    title: {
      en: "Our new mobile app is here",
      de: "Unsere neue App ist da",
      fr: "Notre nouvelle application est là",
      it: "È arrivata la nostra nuova app",
    },
    description: {
      en: "Faster transfers, card controls and your advisor one tap away.",
      de: "Schnellere Überweisungen, Kartensteuerung und Ihre Beraterin nur einen Fingertipp entfernt.",
      fr: "Des virements plus rapides, le contrôle de votre carte et votre conseiller à portée de doigt.",
      it: "Bonifici più rapidi, controllo della carta e il tuo consulente a portata di tocco.",
    },
    companyAuthor: true,
    createdOn: "2026-09-25T08:00:00Z",
    content: {
      en: "<p>The new Globex app is available for iOS and Android. Freeze your card, set spending limits and book a call with your advisor without leaving the app.</p>",
      de: "<p>Die neue Globex-App ist für iOS und Android verfügbar. Karte sperren, Ausgabelimits setzen und einen Beratungstermin buchen – alles in der App.</p>",
      fr: "<p>La nouvelle application Globex est disponible sur iOS et Android. Bloquez votre carte, fixez des plafonds et réservez un appel avec votre conseiller sans quitter l’application.</p>",
      it: "<p>La nuova app Globex è disponibile per iOS e Android. Blocca la carta, imposta limiti di spesa e prenota una chiamata con il tuo consulente senza uscire dall’app.</p>",
    },
  },
  {
    slug: "savings-week",
    type: "landing",
    title: {
      en: "Globex Savings Week",
      de: "Globex Sparwoche",
      fr: "Semaine de l’épargne Globex",
      it: "Settimana del risparmio Globex",
    },
    description: {
      en: "One week, one bonus: 0.5% extra on new fixed-term deposits.",
      de: "Eine Woche, ein Bonus: 0,5 % extra auf neues Festgeld.",
      fr: "Une semaine, un bonus : 0,5 % de plus sur les nouveaux dépôts à terme.",
      it: "Una settimana, un bonus: 0,5% in più sui nuovi depositi vincolati.",
    },
    companyAuthor: true,
    photo: "/demo/savings.svg",
    createdOn: "2026-11-12T08:00:00Z",
    content: {
      en: '<section class="bg-emerald-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Savings Week</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">+0.5% on every new fixed term</p><p class="mx-auto mt-6 max-w-2xl text-lg text-emerald-100">Open a 1-year or 3-year fixed-term deposit this week and earn a bonus of 0.5% on top of our rate.</p></section><section class="mx-auto grid max-w-5xl gap-8 px-6 py-16 md:grid-cols-2"><div><h2 class="text-2xl font-semibold text-slate-900">1-year fixed: 3.9%</h2><p class="mt-3 text-slate-700">3.4% plus the 0.5% bonus, guaranteed for twelve months.</p></div><div><h2 class="text-2xl font-semibold text-slate-900">3-year fixed: 4.1%</h2><p class="mt-3 text-slate-700">3.6% plus the 0.5% bonus, for money you can leave alone.</p></div></section><section class="bg-slate-50 px-6 py-16 text-center"><p><a class="rounded-md bg-emerald-700 px-5 py-3 font-medium text-white no-underline" href="/savings">See all savings accounts</a></p></section>',
      de: '<section class="bg-emerald-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Sparwoche</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">+0,5 % auf jedes neue Festgeld</p><p class="mx-auto mt-6 max-w-2xl text-lg text-emerald-100">Eröffnen Sie diese Woche ein Festgeld über 1 oder 3 Jahre und erhalten Sie 0,5 % Bonus auf unseren Zins.</p></section><section class="mx-auto grid max-w-5xl gap-8 px-6 py-16 md:grid-cols-2"><div><h2 class="text-2xl font-semibold text-slate-900">Festgeld 1 Jahr: 3,9 %</h2><p class="mt-3 text-slate-700">3,4 % plus 0,5 % Bonus, zwölf Monate garantiert.</p></div><div><h2 class="text-2xl font-semibold text-slate-900">Festgeld 3 Jahre: 4,1 %</h2><p class="mt-3 text-slate-700">3,6 % plus 0,5 % Bonus, für Geld, das liegen bleiben kann.</p></div></section><section class="bg-slate-50 px-6 py-16 text-center"><p><a class="rounded-md bg-emerald-700 px-5 py-3 font-medium text-white no-underline" href="/de/savings">Alle Sparkonten ansehen</a></p></section>',
      fr: '<section class="bg-emerald-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Semaine de l’épargne</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">+0,5 % sur chaque nouveau dépôt à terme</p><p class="mx-auto mt-6 max-w-2xl text-lg text-emerald-100">Ouvrez cette semaine un dépôt à terme d’un ou trois ans et recevez un bonus de 0,5 % en plus de notre taux.</p></section><section class="mx-auto grid max-w-5xl gap-8 px-6 py-16 md:grid-cols-2"><div><h2 class="text-2xl font-semibold text-slate-900">Terme 1 an : 3,9 %</h2><p class="mt-3 text-slate-700">3,4 % plus le bonus de 0,5 %, garanti douze mois.</p></div><div><h2 class="text-2xl font-semibold text-slate-900">Terme 3 ans : 4,1 %</h2><p class="mt-3 text-slate-700">3,6 % plus le bonus de 0,5 %, pour l’argent qui peut attendre.</p></div></section><section class="bg-slate-50 px-6 py-16 text-center"><p><a class="rounded-md bg-emerald-700 px-5 py-3 font-medium text-white no-underline" href="/fr/savings">Voir tous les comptes d’épargne</a></p></section>',
      it: '<section class="bg-emerald-900 px-6 py-20 text-center text-white"><p class="text-sm font-semibold tracking-widest uppercase">Settimana del risparmio</p><p class="mx-auto mt-4 max-w-3xl text-5xl font-bold">+0,5% su ogni nuovo deposito vincolato</p><p class="mx-auto mt-6 max-w-2xl text-lg text-emerald-100">Apri questa settimana un deposito vincolato a 1 o 3 anni e ottieni un bonus dello 0,5% oltre al nostro tasso.</p></section><section class="mx-auto grid max-w-5xl gap-8 px-6 py-16 md:grid-cols-2"><div><h2 class="text-2xl font-semibold text-slate-900">Vincolo 1 anno: 3,9%</h2><p class="mt-3 text-slate-700">3,4% più il bonus dello 0,5%, garantito per dodici mesi.</p></div><div><h2 class="text-2xl font-semibold text-slate-900">Vincolo 3 anni: 4,1%</h2><p class="mt-3 text-slate-700">3,6% più il bonus dello 0,5%, per il denaro che può restare fermo.</p></div></section><section class="bg-slate-50 px-6 py-16 text-center"><p><a class="rounded-md bg-emerald-700 px-5 py-3 font-medium text-white no-underline" href="/it/savings">Vedi tutti i conti di risparmio</a></p></section>',
    },
  },
  {
    slug: "retirement-guide-getting-started",
    type: "doc_set",
    docSet: { slug: "retirement-guide", order: 1 },
    helpCenter: 1,
    title: { en: "Getting started", de: "Der Einstieg", fr: "Pour commencer", it: "Per iniziare" },
    description: {
      en: "Part 1 of the retirement guide: how much you will need.",
      de: "Teil 1 des Ratgebers: wie viel Sie brauchen werden.",
      fr: "Partie 1 du guide : de combien aurez-vous besoin.",
      it: "Parte 1 della guida: di quanto avrai bisogno.",
    },
    author: "Elena Rossi",
    createdOn: "2026-09-10T08:00:00Z",
    content: {
      en: "<p>A common rule of thumb: plan for two thirds of your final income. List your fixed costs, add travel and health, and subtract the state pension you expect.</p>",
      de: "<p>Eine gängige Faustregel: Planen Sie mit zwei Dritteln Ihres letzten Einkommens. Listen Sie Fixkosten auf, rechnen Sie Reisen und Gesundheit hinzu und ziehen Sie die erwartete gesetzliche Rente ab.</p>",
      fr: "<p>Une règle courante : prévoir les deux tiers de votre dernier revenu. Listez vos charges fixes, ajoutez voyages et santé, puis retirez la pension publique attendue.</p>",
      it: "<p>Una regola diffusa: pianifica due terzi del tuo ultimo reddito. Elenca i costi fissi, aggiungi viaggi e salute e sottrai la pensione pubblica prevista.</p>",
    },
  },
  {
    slug: "retirement-guide-pensions",
    type: "doc_set",
    onBlog: false,
    docSet: { slug: "retirement-guide", order: 2 },
    helpCenter: 2,
    title: {
      en: "Pensions explained",
      de: "Renten erklärt",
      fr: "Les retraites expliquées",
      it: "Le pensioni spiegate",
    },
    description: {
      en: "Part 2: state, workplace and private pensions side by side.",
      de: "Teil 2: gesetzliche, betriebliche und private Vorsorge im Vergleich.",
      fr: "Partie 2 : retraite publique, d’entreprise et privée côte à côte.",
      it: "Parte 2: pensione pubblica, aziendale e privata a confronto.",
    },
    author: "Elena Rossi",
    createdOn: "2026-09-11T08:00:00Z",
    content: {
      en: "<ul><li><strong>State pension</strong>: the base, paid for life.</li><li><strong>Workplace pension</strong>: your employer adds to what you pay in.</li><li><strong>Private pension</strong>: flexible top-up with tax relief.</li></ul>",
      de: "<ul><li><strong>Gesetzliche Rente</strong>: die Basis, lebenslang gezahlt.</li><li><strong>Betriebsrente</strong>: Ihr Arbeitgeber zahlt zu Ihren Beiträgen dazu.</li><li><strong>Private Vorsorge</strong>: flexible Ergänzung mit Steuervorteil.</li></ul>",
      fr: "<ul><li><strong>Retraite publique</strong> : la base, versée à vie.</li><li><strong>Retraite d’entreprise</strong> : votre employeur complète vos versements.</li><li><strong>Retraite privée</strong> : un complément souple avec avantage fiscal.</li></ul>",
      it: "<ul><li><strong>Pensione pubblica</strong>: la base, pagata a vita.</li><li><strong>Pensione aziendale</strong>: il datore di lavoro aggiunge ai tuoi versamenti.</li><li><strong>Pensione privata</strong>: integrazione flessibile con vantaggi fiscali.</li></ul>",
    },
  },
  {
    slug: "retirement-guide-drawdown",
    type: "doc_set",
    onBlog: false,
    docSet: { slug: "retirement-guide", order: 3 },
    helpCenter: 3,
    title: { en: "Drawing an income", de: "Entnahme planen", fr: "Percevoir un revenu", it: "Ricevere una rendita" },
    description: {
      en: "Part 3: turning savings into a monthly income that lasts.",
      de: "Teil 3: aus Erspartem ein monatliches Einkommen machen, das reicht.",
      fr: "Partie 3 : transformer l’épargne en revenu mensuel durable.",
      it: "Parte 3: trasformare i risparmi in un reddito mensile che dura.",
    },
    author: "Jonas Weber",
    createdOn: "2026-09-12T08:00:00Z",
    content: {
      en: "<p>Taking about 4% of your pot in the first year, then adjusting for inflation, has historically lasted thirty years. Your advisor will test the plan against your own figures every year.</p>",
      de: "<p>Wer im ersten Jahr etwa 4 % seines Vermögens entnimmt und danach an die Inflation anpasst, kam historisch dreißig Jahre aus. Ihre Beraterin prüft den Plan jedes Jahr mit Ihren Zahlen.</p>",
      fr: "<p>Retirer environ 4 % de votre capital la première année, puis indexer sur l’inflation, a historiquement tenu trente ans. Votre conseiller vérifie le plan chaque année avec vos chiffres.</p>",
      it: "<p>Prelevare circa il 4% del capitale il primo anno, poi adeguare all’inflazione, storicamente è durato trent’anni. Il tuo consulente verifica il piano ogni anno con i tuoi numeri.</p>",
    },
  },
];

export const GLOBEX_POLICIES: DemoPolicy[] = [
  {
    kind: "privacy_policy",
    title: {
      en: "Privacy Policy",
      de: "Datenschutzerklärung",
      fr: "Politique de confidentialité",
      it: "Informativa sulla privacy",
    },
    content: {
      en: '<p>Globex Finance AG, Bahnhofstrasse 21, Zurich, processes your personal data to run your accounts and this website.</p><h2>Data we keep</h2><ul><li>Identity and contact data required by banking law, for ten years after the relationship ends.</li><li>Website account data (name, e-mail) until you close the account.</li><li>Security logs for 30 days.</li></ul><h2>Contact</h2><p>Our data protection officer answers at <a href="mailto:privacy@globex.example">privacy@globex.example</a>.</p>',
      de: '<p>Die Globex Finance AG, Bahnhofstrasse 21, Zürich, verarbeitet Ihre personenbezogenen Daten, um Ihre Konten und diese Website zu betreiben.</p><h2>Gespeicherte Daten</h2><ul><li>Identitäts- und Kontaktdaten nach Bankrecht, zehn Jahre nach Ende der Geschäftsbeziehung.</li><li>Kontodaten der Website (Name, E-Mail), bis Sie das Konto schließen.</li><li>Sicherheitsprotokolle für 30 Tage.</li></ul><h2>Kontakt</h2><p>Unser Datenschutzbeauftragter ist erreichbar unter <a href="mailto:privacy@globex.example">privacy@globex.example</a>.</p>',
      fr: '<p>Globex Finance SA, Bahnhofstrasse 21, Zurich, traite vos données personnelles pour gérer vos comptes et ce site.</p><h2>Données conservées</h2><ul><li>Données d’identité et de contact exigées par le droit bancaire, dix ans après la fin de la relation.</li><li>Données du compte sur le site (nom, e-mail) jusqu’à sa fermeture.</li><li>Journaux de sécurité pendant 30 jours.</li></ul><h2>Contact</h2><p>Notre délégué à la protection des données répond à <a href="mailto:privacy@globex.example">privacy@globex.example</a>.</p>',
      it: '<p>Globex Finance SA, Bahnhofstrasse 21, Zurigo, tratta i tuoi dati personali per gestire i tuoi conti e questo sito.</p><h2>Dati conservati</h2><ul><li>Dati di identità e contatto richiesti dalla legge bancaria, per dieci anni dalla fine del rapporto.</li><li>Dati dell’account del sito (nome, e-mail) fino alla chiusura.</li><li>Registri di sicurezza per 30 giorni.</li></ul><h2>Contatto</h2><p>Il nostro responsabile della protezione dei dati risponde a <a href="mailto:privacy@globex.example">privacy@globex.example</a>.</p>',
    },
  },
  {
    kind: "cookie_policy",
    title: {
      en: "Cookie Policy",
      de: "Cookie-Richtlinie",
      fr: "Politique relative aux cookies",
      it: "Informativa sui cookie",
    },
    content: {
      en: "<p>We use only the cookies this site needs to work and to remember your choices.</p><ul><li><strong>Session</strong>: keeps you signed in.</li><li><strong>cookies_accepted</strong>: your cookie choice, 365 days.</li><li><strong>defaultLocale</strong>: your language, one year.</li></ul><p>Change your choice at any time under <em>Privacy settings</em> in the footer.</p>",
      de: "<p>Wir verwenden nur Cookies, die diese Website zum Funktionieren und zum Merken Ihrer Auswahl braucht.</p><ul><li><strong>Sitzung</strong>: hält Sie angemeldet.</li><li><strong>cookies_accepted</strong>: Ihre Cookie-Wahl, 365 Tage.</li><li><strong>defaultLocale</strong>: Ihre Sprache, ein Jahr.</li></ul><p>Ändern Sie Ihre Wahl jederzeit unter <em>Datenschutzeinstellungen</em> in der Fußzeile.</p>",
      fr: "<p>Nous n’utilisons que les cookies nécessaires au fonctionnement du site et à la mémorisation de vos choix.</p><ul><li><strong>Session</strong> : vous garde connecté.</li><li><strong>cookies_accepted</strong> : votre choix, 365 jours.</li><li><strong>defaultLocale</strong> : votre langue, un an.</li></ul><p>Modifiez votre choix à tout moment via <em>Paramètres de confidentialité</em> en bas de page.</p>",
      it: "<p>Usiamo solo i cookie necessari al funzionamento del sito e a ricordare le tue scelte.</p><ul><li><strong>Sessione</strong>: ti mantiene connesso.</li><li><strong>cookies_accepted</strong>: la tua scelta sui cookie, 365 giorni.</li><li><strong>defaultLocale</strong>: la tua lingua, un anno.</li></ul><p>Cambia la tua scelta in qualsiasi momento da <em>Impostazioni privacy</em> nel piè di pagina.</p>",
    },
  },
];
