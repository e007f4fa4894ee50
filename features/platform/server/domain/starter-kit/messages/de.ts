import type { KitMessages } from "./kit-messages.ts";

export const de: KitMessages = {
  menu: {
    services: "Leistungen",
    about: "Über uns",
    blog: "Blog",
    help: "Hilfe",
    contact: "Kontakt",
    book: "Termin buchen",
    privacy: "Datenschutzerklärung",
    cookies: "Cookie-Richtlinie",
  },
  groups: {
    professional: {
      headline: "Fachkundiger Rat,",
      headline2: "klar erklärt.",
      lead: "{name} hilft Ihnen, sicher zu entscheiden – mit Rat, den Sie verstehen und umsetzen können.",
      services: [
        {
          title: "Erstgespräch",
          text: "Wir hören zu, stellen die richtigen Fragen und sagen Ihnen offen, wie wir helfen können.",
        },
        {
          title: "Individuelle Beratung",
          text: "Eine klare Empfehlung für Ihre Lage, mit den nächsten Schritten schriftlich.",
        },
        { title: "Laufende Begleitung", text: "Wir bleiben an Ihrer Seite, während Sie den Plan umsetzen." },
      ],
    },
    care: {
      headline: "Betreuung, bei der",
      headline2: "Sie im Mittelpunkt stehen.",
      lead: "{name} nimmt sich Zeit, Ihre Wünsche zu verstehen, und kümmert sich vom ersten Besuch an um Sie.",
      services: [
        { title: "Beratungstermine", text: "Ein erster Termin ohne Eile, um Ihre Wünsche zu verstehen." },
        { title: "Behandlungen", text: "Auf Sie abgestimmt und vor dem Beginn erklärt." },
        { title: "Nachsorge", text: "Wir melden uns danach bei Ihnen und passen an, was nötig ist." },
      ],
    },
    digital: {
      headline: "Technik,",
      headline2: "die einfach funktioniert.",
      lead: "{name} entwickelt und betreibt verlässliche digitale Werkzeuge, damit Sie sich auf Ihr Geschäft konzentrieren können.",
      services: [
        { title: "Planung", text: "Wir machen aus Ihren Zielen einen klaren Plan mit Budget und Zeitplan." },
        { title: "Umsetzung", text: "Sorgfältige Arbeit in kleinen Schritten, jede Woche mit sichtbarem Ergebnis." },
        { title: "Betreuung", text: "Überwachung, Updates und ein echter Mensch, wenn Sie Hilfe brauchen." },
      ],
    },
    local: {
      headline: "Guter Service,",
      headline2: "ganz in Ihrer Nähe.",
      lead: "{name} bietet freundlichen, verlässlichen Service mit klaren Preisen und ohne Überraschungen.",
      services: [
        { title: "Beratung", text: "Sagen Sie uns, was Sie brauchen, und wir schlagen den besten Weg vor." },
        { title: "Saubere Arbeit", text: "Sorgfältig, pünktlich und in der versprochenen Qualität." },
        { title: "Service danach", text: "Auch nach getaner Arbeit sind wir für Sie da, falls etwas ist." },
      ],
    },
  },
  home: {
    cta: "Kontakt aufnehmen",
    offerTitle: "Unser Angebot",
    offerLead: "Drei Wege, wie {name} Ihnen helfen kann.",
    stepsTitle: "So funktioniert es",
    steps: [
      {
        title: "Sagen Sie uns, was Sie brauchen",
        text: "Schreiben Sie uns oder buchen Sie ein kurzes Gespräch zu einer passenden Zeit.",
      },
      { title: "Sie erhalten ein klares Angebot", text: "Ein einfacher Plan: was wir tun und was es kostet." },
      { title: "Wir legen los", text: "Wir halten Sie bei jedem Schritt auf dem Laufenden, bis alles erledigt ist." },
    ],
    blogTitle: "Aus unserem Blog",
  },
  services: {
    title: "Leistungen",
    description: "Was {name} anbietet und wie wir mit Ihnen arbeiten.",
    heading: "Unsere Leistungen",
    text: "<p>Jede Kundin und jeder Kunde ist anders. Das kann {name} für Sie tun; fragen Sie uns gern nach allem, was nicht auf der Liste steht.</p>",
    sectionTitle: "Was wir für Sie tun können",
    cta: "Eine Frage stellen",
  },
  about: {
    title: "Über uns",
    description: "Wer wir bei {name} sind und was uns wichtig ist.",
    heading: "Über {name}",
    text: "<p>{name} wurde gegründet, um den Service zu bieten, den wir uns selbst wünschen würden: ehrlich, sorgfältig und gut erreichbar.</p>",
    valuesTitle: "Was uns wichtig ist",
    values: [
      { title: "Ehrlichkeit", text: "Wir sagen, was wir können, was nicht, und was es kostet." },
      { title: "Sorgfalt", text: "Wir behandeln jede Anfrage, als wäre es unsere eigene." },
      { title: "Verlässlichkeit", text: "Wir halten, was wir versprechen – und zwar pünktlich." },
    ],
  },
  contact: {
    title: "Kontakt",
    description:
      "Schreiben Sie {name} oder buchen Sie ein Gespräch: Wir antworten auf jede Nachricht innerhalb eines Werktags.",
    heading: "Lassen Sie uns sprechen.",
    text: '<p>Schreiben Sie an <a href="mailto:{email}">{email}</a> oder buchen Sie ein Gespräch zu einer passenden Zeit. Wir antworten innerhalb eines Werktags.</p>',
    waysTitle: "So erreichen Sie uns",
    ways: [
      { title: "E-Mail", text: "Schreiben Sie uns jederzeit; wir antworten an Werktagen." },
      { title: "Termin buchen", text: "Wählen Sie einen freien Termin in unserem Kalender, Montag bis Freitag." },
      { title: "Hilfe-Center", text: "Antworten auf die häufigsten Fragen, rund um die Uhr." },
    ],
  },
  post: {
    title: "Willkommen auf unserer neuen Website",
    description: "{name} hat ein neues Zuhause im Web. Das finden Sie hier.",
    content:
      "<p>Willkommen auf der neuen Website von {name}. Wir haben sie gebaut, damit Sie schneller finden, was Sie suchen, und uns leichter erreichen.</p><h2>Was Sie hier finden</h2><ul><li>Unsere Leistungen und wie wir arbeiten.</li><li>Ein Hilfe-Center mit Antworten auf häufige Fragen.</li><li>Einen Kalender, in dem Sie ein Gespräch mit uns buchen können.</li></ul><p>In diesem Blog teilen wir Neuigkeiten und praktische Tipps. Danke für Ihren Besuch!</p>",
  },
  privacy: {
    title: "Datenschutzerklärung",
    content:
      '<p>Diese Erklärung beschreibt, wie {name} mit Ihren personenbezogenen Daten umgeht, wenn Sie diese Website nutzen.</p><h2>Was wir erheben</h2><p>Wir erheben die Daten, die Sie uns geben, wenn Sie uns schreiben, einen Termin buchen oder ein Konto anlegen: meist Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht.</p><h2>Wozu wir sie nutzen</h2><p>Wir nutzen Ihre Daten nur, um Ihnen zu antworten, den gewünschten Service zu erbringen und diese Website sicher zu halten. Wir verkaufen Ihre Daten nicht.</p><h2>Wie lange wir sie speichern</h2><p>Wir speichern Ihre Daten nur so lange, wie es für diese Zwecke nötig ist oder das Gesetz es verlangt.</p><h2>Ihre Rechte</h2><p>Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen. Schreiben Sie an <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Cookie-Richtlinie",
    content:
      "<p>Diese Website verwendet Cookies und ähnliche Technologien. Diese Richtlinie erklärt, welche und warum.</p><h2>Notwendige Cookies</h2><p>Sie halten Sie angemeldet, schützen Formulare und merken sich Ihre Auswahl. Ohne sie funktioniert die Website nicht.</p><h2>Statistik und Marketing</h2><p>Diese werden nur mit Ihrer Zustimmung verwendet. Sie können Ihre Wahl jederzeit in den Cookie-Einstellungen ändern.</p><h2>Fragen</h2><p>Bei Fragen zu Cookies wenden Sie sich über die Kontaktseite an {name}.</p>",
  },
  help: {
    setTitle: "Erste Schritte",
    faqs: [
      {
        title: "Wie erreiche ich Sie?",
        text: "Schreiben Sie an {email} oder nutzen Sie die Kontaktseite. Wir antworten innerhalb eines Werktags.",
      },
      {
        title: "Wie buche ich ein Gespräch?",
        text: "Öffnen Sie die Buchungsseite und wählen Sie einen freien Termin, Montag bis Freitag.",
      },
      {
        title: "Kann ich einen Termin ändern oder absagen?",
        text: "Ja. Über den Link in Ihrer Bestätigungs-E-Mail können Sie ihn verschieben oder absagen.",
      },
      {
        title: "Wie gehen Sie mit meinen Daten um?",
        text: "Wir nutzen sie nur, um Ihnen zu antworten und unseren Service zu erbringen. Details stehen in unserer Datenschutzerklärung.",
      },
    ],
    articles: [
      {
        title: "So erreichen Sie uns",
        description: "Die schnellsten Wege zu {name}.",
        content:
          "<p>Sie erreichen {name} per E-Mail an {email} oder über die Kontaktseite. Wir antworten auf jede Nachricht innerhalb eines Werktags.</p><p>Für ein längeres Gespräch buchen Sie einen Termin in unserem Kalender.</p>",
      },
      {
        title: "Ein Gespräch buchen",
        description: "Zeit wählen, bestätigen, fertig.",
        content:
          "<p>Öffnen Sie die Buchungsseite, wählen Sie einen freien Termin von Montag bis Freitag und geben Sie Ihren Namen und Ihre E-Mail-Adresse ein.</p><p>Sie erhalten eine Bestätigung per E-Mail, mit einem Link zum Verschieben oder Absagen.</p>",
      },
      {
        title: "Ihre Daten und Ihre Privatsphäre",
        description: "Was wir über Sie speichern und wie Sie die Löschung verlangen.",
        content:
          "<p>Wir speichern nur, was wir brauchen, um Ihnen zu antworten und unseren Service zu erbringen. Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen.</p><p>Alle Einzelheiten stehen in der Datenschutzerklärung.</p>",
      },
    ],
  },
  meeting: {
    name: "Kennenlerngespräch",
    description: "Dreißig Minuten, in denen Sie uns sagen, was Sie brauchen, und erfahren, wie wir helfen können.",
  },
  cookieList: {
    essential: {
      title: "Notwendig",
      text: "Für den Betrieb der Website nötig: Anmeldung, Sicherheit und Ihre Auswahl. Immer aktiv.",
    },
    session: { title: "Sitzung und Sicherheit", text: "Hält Sie angemeldet und schützt Formulare." },
    preferences: { title: "Einstellungen", text: "Merkt sich Ihre Sprache und Cookie-Auswahl." },
    analytics: { title: "Statistik", text: "Hilft uns zu verstehen, welche Seiten nützlich sind." },
    siteAnalytics: { title: "Website-Statistik", text: "Zählt Besuche, ohne Sie zu identifizieren." },
    marketing: { title: "Marketing", text: "Misst unsere Kampagnen und zeigt Ihnen passende Angebote." },
    campaigns: {
      title: "Kampagnenmessung",
      text: "Zeigt uns, welcher Newsletter oder welche Anzeige Sie hergeführt hat.",
    },
  },
};
