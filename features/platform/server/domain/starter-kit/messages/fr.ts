import type { KitMessages } from "./kit-messages.ts";

export const fr: KitMessages = {
  menu: {
    services: "Prestations",
    about: "À propos",
    blog: "Blog",
    help: "Aide",
    contact: "Contact",
    book: "Prendre rendez-vous",
    privacy: "Politique de confidentialité",
    cookies: "Politique relative aux cookies",
  },
  groups: {
    professional: {
      headline: "Des conseils d’expert,",
      headline2: "clairement expliqués.",
      lead: "{name} vous aide à prendre vos décisions en confiance, avec des conseils compréhensibles et applicables.",
      services: [
        {
          title: "Premier rendez-vous",
          text: "Nous vous écoutons, posons les bonnes questions et vous disons franchement comment nous pouvons vous aider.",
        },
        {
          title: "Conseil sur mesure",
          text: "Une recommandation claire pour votre situation, avec les prochaines étapes par écrit.",
        },
        { title: "Accompagnement", text: "Nous restons à vos côtés pendant la mise en œuvre du plan." },
      ],
    },
    care: {
      headline: "Des soins qui",
      headline2: "vous placent au centre.",
      lead: "{name} prend le temps de comprendre vos besoins et s’occupe de vous dès la première visite.",
      services: [
        { title: "Consultations", text: "Un premier rendez-vous sans précipitation pour comprendre vos besoins." },
        { title: "Soins", text: "Des soins pensés pour vous et expliqués avant de commencer." },
        { title: "Suivi", text: "Nous prenons de vos nouvelles ensuite et ajustons ce qui doit l’être." },
      ],
    },
    digital: {
      headline: "Une technologie",
      headline2: "qui fonctionne, tout simplement.",
      lead: "{name} conçoit et exploite des outils numériques fiables, pour que vous puissiez vous concentrer sur votre activité.",
      services: [
        {
          title: "Planification",
          text: "Nous transformons vos objectifs en un plan clair, un budget et un calendrier.",
        },
        {
          title: "Réalisation",
          text: "Un travail soigné par petites étapes, avec un résultat visible chaque semaine.",
        },
        {
          title: "Assistance",
          text: "Surveillance, mises à jour et une vraie personne quand vous avez besoin d’aide.",
        },
      ],
    },
    local: {
      headline: "Un service de qualité,",
      headline2: "près de chez vous.",
      lead: "{name} propose un service aimable et fiable, avec des prix clairs et sans surprise.",
      services: [
        { title: "Conseil", text: "Dites-nous ce dont vous avez besoin et nous vous proposons la meilleure solution." },
        { title: "Travail de qualité", text: "Réalisé avec soin, dans les délais et au niveau promis." },
        { title: "Service après", text: "Nous restons disponibles une fois le travail terminé, au cas où." },
      ],
    },
  },
  home: {
    cta: "Nous contacter",
    offerTitle: "Ce que nous proposons",
    offerLead: "Trois façons dont {name} peut vous aider.",
    stepsTitle: "Comment ça marche",
    steps: [
      {
        title: "Dites-nous ce dont vous avez besoin",
        text: "Écrivez-nous ou réservez un court appel au moment qui vous convient.",
      },
      { title: "Recevez une proposition claire", text: "Un plan simple : ce que nous ferons et ce que cela coûte." },
      { title: "Nous nous mettons au travail", text: "Nous vous tenons informé à chaque étape jusqu’à la fin." },
    ],
    blogTitle: "Sur notre blog",
  },
  services: {
    title: "Prestations",
    description: "Ce que propose {name}, et comment nous travaillons avec vous.",
    heading: "Nos prestations",
    text: "<p>Chaque client est différent. Voici ce que {name} peut faire pour vous ; interrogez-nous sur tout ce qui ne figure pas dans la liste.</p>",
    sectionTitle: "Ce que nous pouvons faire pour vous",
    cta: "Poser une question",
  },
  about: {
    title: "À propos",
    description: "Qui nous sommes chez {name}, et ce qui compte pour nous.",
    heading: "À propos de {name}",
    text: "<p>{name} est né pour offrir le service que nous voudrions pour nous-mêmes : honnête, soigné et facile à joindre.</p>",
    valuesTitle: "Nos valeurs",
    values: [
      {
        title: "Honnêteté",
        text: "Nous disons ce que nous pouvons faire, ce que nous ne pouvons pas faire, et ce que cela coûtera.",
      },
      { title: "Attention", text: "Nous traitons chaque demande comme si c’était la nôtre." },
      { title: "Fiabilité", text: "Nous faisons ce que nous avons promis, quand nous l’avons promis." },
    ],
  },
  contact: {
    title: "Contact",
    description: "Écrivez à {name} ou réservez un appel : nous répondons à chaque message sous un jour ouvré.",
    heading: "Parlons-en.",
    text: '<p>Écrivez à <a href="mailto:{email}">{email}</a> ou réservez un appel au moment qui vous convient. Réponse sous un jour ouvré.</p>',
    waysTitle: "Nous joindre",
    ways: [
      { title: "E-mail", text: "Envoyez-nous un message à tout moment ; nous répondons les jours ouvrés." },
      { title: "Prendre rendez-vous", text: "Choisissez un créneau libre dans notre agenda, du lundi au vendredi." },
      { title: "Centre d’aide", text: "Les réponses aux questions les plus fréquentes, jour et nuit." },
    ],
  },
  post: {
    title: "Bienvenue sur notre nouveau site",
    description: "{name} a une nouvelle adresse sur le web. Voici ce que vous y trouverez.",
    content:
      "<p>Bienvenue sur le nouveau site de {name}. Nous l’avons conçu pour que vous trouviez plus facilement ce qu’il vous faut et que vous puissiez nous joindre simplement.</p><h2>Ce que vous trouverez ici</h2><ul><li>Nos prestations et notre façon de travailler.</li><li>Un centre d’aide qui répond aux questions fréquentes.</li><li>Un agenda pour réserver un appel avec nous.</li></ul><p>Nous partagerons ici des nouvelles et des conseils pratiques. Merci de votre visite !</p>",
  },
  privacy: {
    title: "Politique de confidentialité",
    content:
      '<p>Cette politique explique comment {name} traite vos données personnelles lorsque vous utilisez ce site.</p><h2>Ce que nous collectons</h2><p>Nous collectons les données que vous nous fournissez lorsque vous nous écrivez, réservez un rendez-vous ou créez un compte : en général votre nom, votre adresse e-mail et votre message.</p><h2>Pourquoi nous les utilisons</h2><p>Nous utilisons vos données uniquement pour vous répondre, fournir le service demandé et sécuriser ce site. Nous ne vendons pas vos données.</p><h2>Durée de conservation</h2><p>Nous conservons vos données le temps nécessaire à ces finalités ou exigé par la loi.</p><h2>Vos droits</h2><p>Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données. Écrivez à <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Politique relative aux cookies",
    content:
      "<p>Ce site utilise des cookies et des technologies similaires. Cette politique explique lesquels et pourquoi.</p><h2>Cookies essentiels</h2><p>Ils vous gardent connecté, protègent les formulaires et mémorisent vos choix. Le site ne peut pas fonctionner sans eux.</p><h2>Statistiques et marketing</h2><p>Ils ne sont utilisés qu’avec votre accord. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies.</p><h2>Questions</h2><p>Pour toute question sur les cookies, contactez {name} via la page contact.</p>",
  },
  help: {
    setTitle: "Bien démarrer",
    faqs: [
      {
        title: "Comment vous contacter ?",
        text: "Écrivez à {email} ou utilisez la page contact. Nous répondons sous un jour ouvré.",
      },
      {
        title: "Comment réserver un appel ?",
        text: "Ouvrez la page de réservation et choisissez un créneau libre, du lundi au vendredi.",
      },
      {
        title: "Puis-je modifier ou annuler un rendez-vous ?",
        text: "Oui. Utilisez le lien de votre e-mail de confirmation pour le déplacer ou l’annuler.",
      },
      {
        title: "Que faites-vous de mes données ?",
        text: "Nous les utilisons uniquement pour vous répondre et fournir notre service. Notre politique de confidentialité donne les détails.",
      },
    ],
    articles: [
      {
        title: "Comment nous joindre",
        description: "Les moyens les plus rapides de contacter {name}.",
        content:
          "<p>Vous pouvez joindre {name} par e-mail à {email} ou via la page contact. Nous répondons à chaque message sous un jour ouvré.</p><p>Pour un échange plus long, réservez un appel dans notre agenda.</p>",
      },
      {
        title: "Réserver un appel",
        description: "Choisissez un créneau, confirmez, c’est fait.",
        content:
          "<p>Ouvrez la page de réservation, choisissez un créneau libre du lundi au vendredi et indiquez votre nom et votre adresse e-mail.</p><p>Vous recevez une confirmation par e-mail, avec un lien pour déplacer ou annuler l’appel.</p>",
      },
      {
        title: "Vos données et votre vie privée",
        description: "Ce que nous conservons à votre sujet, et comment en demander la suppression.",
        content:
          "<p>Nous ne conservons que ce qui est nécessaire pour vous répondre et fournir notre service. Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données.</p><p>La politique de confidentialité donne tous les détails.</p>",
      },
    ],
  },
  meeting: {
    name: "Appel de présentation",
    description: "Trente minutes pour nous dire ce dont vous avez besoin et voir comment nous pouvons vous aider.",
  },
  cookieList: {
    essential: {
      title: "Essentiels",
      text: "Nécessaires au fonctionnement du site : connexion, sécurité et vos choix. Toujours actifs.",
    },
    session: { title: "Session et sécurité", text: "Vous garde connecté et protège les formulaires." },
    preferences: { title: "Préférences", text: "Mémorise votre langue et vos choix de cookies." },
    analytics: { title: "Statistiques", text: "Nous aide à comprendre quelles pages sont utiles." },
    siteAnalytics: { title: "Statistiques du site", text: "Compte les visites sans vous identifier." },
    marketing: { title: "Marketing", text: "Mesure nos campagnes et vous montre des offres pertinentes." },
    campaigns: { title: "Suivi des campagnes", text: "Nous indique quelle newsletter ou publicité vous a amené ici." },
  },
};
