import type { KitMessages } from "./kit-messages.ts";

export const it: KitMessages = {
  menu: {
    services: "Servizi",
    about: "Chi siamo",
    blog: "Blog",
    help: "Assistenza",
    contact: "Contatti",
    book: "Prenota una chiamata",
    privacy: "Informativa sulla privacy",
    cookies: "Informativa sui cookie",
  },
  groups: {
    professional: {
      headline: "Consulenza esperta,",
      headline2: "spiegata con chiarezza.",
      lead: "{name} ti aiuta a prendere decisioni con sicurezza, con consigli che puoi capire e mettere in pratica.",
      services: [
        {
          title: "Primo colloquio",
          text: "Ti ascoltiamo, facciamo le domande giuste e ti diciamo con franchezza come possiamo aiutarti.",
        },
        {
          title: "Consulenza su misura",
          text: "Una raccomandazione chiara per la tua situazione, con i prossimi passi per iscritto.",
        },
        { title: "Supporto continuo", text: "Restiamo al tuo fianco mentre metti in pratica il piano." },
      ],
    },
    care: {
      headline: "Cure che",
      headline2: "mettono te al primo posto.",
      lead: "{name} si prende il tempo di capire di cosa hai bisogno e si occupa di te fin dalla prima visita.",
      services: [
        { title: "Consulti", text: "Un primo appuntamento senza fretta per capire le tue esigenze." },
        { title: "Trattamenti", text: "Cure pensate per te e spiegate prima di iniziare." },
        { title: "Controlli successivi", text: "Ci sentiamo dopo il trattamento e aggiustiamo ciò che serve." },
      ],
    },
    digital: {
      headline: "Tecnologia",
      headline2: "che funziona e basta.",
      lead: "{name} crea e gestisce strumenti digitali affidabili, così puoi concentrarti sulla tua attività.",
      services: [
        { title: "Pianificazione", text: "Trasformiamo i tuoi obiettivi in un piano chiaro, con budget e tempi." },
        { title: "Sviluppo", text: "Lavoro accurato a piccoli passi, con qualcosa da vedere ogni settimana." },
        { title: "Assistenza", text: "Monitoraggio, aggiornamenti e una persona vera quando hai bisogno di aiuto." },
      ],
    },
    local: {
      headline: "Un buon servizio,",
      headline2: "vicino a te.",
      lead: "{name} offre un servizio cordiale e affidabile, con prezzi chiari e senza sorprese.",
      services: [
        { title: "Consigli", text: "Dicci di cosa hai bisogno e ti proponiamo il modo migliore per farlo." },
        { title: "Lavoro di qualità", text: "Eseguito con cura, nei tempi e al livello promesso." },
        { title: "Assistenza dopo il lavoro", text: "Ci siamo anche a lavoro finito, se dovesse servire." },
      ],
    },
  },
  home: {
    cta: "Contattaci",
    offerTitle: "Cosa offriamo",
    offerLead: "Tre modi in cui {name} può aiutarti.",
    stepsTitle: "Come funziona",
    steps: [
      { title: "Dicci di cosa hai bisogno", text: "Scrivici o prenota una breve chiamata quando ti è comodo." },
      { title: "Ricevi una proposta chiara", text: "Un piano semplice con cosa faremo e quanto costa." },
      { title: "Ci mettiamo al lavoro", text: "Ti teniamo aggiornato a ogni passo fino alla fine del lavoro." },
    ],
    blogTitle: "Dal nostro blog",
  },
  services: {
    title: "Servizi",
    description: "Cosa offre {name} e come lavoriamo con te.",
    heading: "I nostri servizi",
    text: "<p>Ogni cliente è diverso. Ecco cosa può fare {name} per te; chiedici pure qualsiasi cosa non sia nell’elenco.</p>",
    sectionTitle: "Cosa possiamo fare per te",
    cta: "Fai una domanda",
  },
  about: {
    title: "Chi siamo",
    description: "Chi siamo in {name} e che cosa ci sta a cuore.",
    heading: "Chi è {name}",
    text: "<p>{name} è nata per offrire il servizio che vorremmo per noi stessi: onesto, accurato e facile da raggiungere.</p>",
    valuesTitle: "I nostri valori",
    values: [
      { title: "Onestà", text: "Diciamo cosa possiamo fare, cosa no e quanto costerà." },
      { title: "Cura", text: "Trattiamo ogni richiesta come se fosse nostra." },
      { title: "Affidabilità", text: "Facciamo ciò che abbiamo promesso, quando l’abbiamo promesso." },
    ],
  },
  contact: {
    title: "Contatti",
    description: "Scrivi a {name} o prenota una chiamata: rispondiamo a ogni messaggio entro un giorno lavorativo.",
    heading: "Parliamone.",
    text: '<p>Scrivi a <a href="mailto:{email}">{email}</a> oppure prenota una chiamata quando ti è comodo. Rispondiamo entro un giorno lavorativo.</p>',
    waysTitle: "Come raggiungerci",
    ways: [
      { title: "E-mail", text: "Scrivici quando vuoi; rispondiamo nei giorni lavorativi." },
      { title: "Prenota una chiamata", text: "Scegli un orario libero nel nostro calendario, dal lunedì al venerdì." },
      { title: "Centro assistenza", text: "Le risposte alle domande più frequenti, giorno e notte." },
    ],
  },
  post: {
    title: "Benvenuti nel nostro nuovo sito",
    description: "{name} ha una nuova casa sul web. Ecco cosa troverai.",
    content:
      "<p>Benvenuti nel nuovo sito di {name}. L’abbiamo creato per aiutarti a trovare più facilmente ciò che cerchi e a contattarci.</p><h2>Cosa troverai qui</h2><ul><li>I nostri servizi e il nostro modo di lavorare.</li><li>Un centro assistenza con le risposte alle domande frequenti.</li><li>Un calendario dove prenotare una chiamata con noi.</li></ul><p>Su questo blog condivideremo novità e consigli pratici. Grazie della visita!</p>",
  },
  privacy: {
    title: "Informativa sulla privacy",
    content:
      '<p>Questa informativa spiega come {name} tratta i tuoi dati personali quando usi questo sito.</p><h2>Cosa raccogliamo</h2><p>Raccogliamo i dati che ci fornisci quando ci scrivi, prenoti un appuntamento o crei un account: di solito il tuo nome, il tuo indirizzo e-mail e il tuo messaggio.</p><h2>Perché li usiamo</h2><p>Usiamo i tuoi dati solo per risponderti, fornire il servizio richiesto e mantenere sicuro questo sito. Non vendiamo i tuoi dati.</p><h2>Per quanto tempo li conserviamo</h2><p>Conserviamo i tuoi dati solo per il tempo necessario a questi scopi o richiesto dalla legge.</p><h2>I tuoi diritti</h2><p>Puoi chiedere in qualsiasi momento di vedere, correggere o cancellare i tuoi dati. Scrivi a <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Informativa sui cookie",
    content:
      "<p>Questo sito usa cookie e tecnologie simili. Questa informativa spiega quali e perché.</p><h2>Cookie essenziali</h2><p>Mantengono l’accesso, proteggono i moduli e ricordano le tue scelte. Senza di essi il sito non funziona.</p><h2>Statistiche e marketing</h2><p>Sono usati solo con il tuo consenso. Puoi cambiare la tua scelta in qualsiasi momento nelle impostazioni dei cookie.</p><h2>Domande</h2><p>Per domande sui cookie, contatta {name} dalla pagina dei contatti.</p>",
  },
  help: {
    setTitle: "Per iniziare",
    faqs: [
      {
        title: "Come posso contattarvi?",
        text: "Scrivi a {email} o usa la pagina dei contatti. Rispondiamo entro un giorno lavorativo.",
      },
      {
        title: "Come prenoto una chiamata?",
        text: "Apri la pagina delle prenotazioni e scegli un orario libero, dal lunedì al venerdì.",
      },
      {
        title: "Posso spostare o annullare una prenotazione?",
        text: "Sì. Usa il link nell’e-mail di conferma per spostarla o annullarla.",
      },
      {
        title: "Come trattate i miei dati?",
        text: "Solo per risponderti e fornire il nostro servizio. L’informativa sulla privacy spiega i dettagli.",
      },
    ],
    articles: [
      {
        title: "Come contattarci",
        description: "I modi più rapidi per raggiungere {name}.",
        content:
          "<p>Puoi contattare {name} via e-mail all’indirizzo {email} o dalla pagina dei contatti. Rispondiamo a ogni messaggio entro un giorno lavorativo.</p><p>Per una conversazione più lunga, prenota una chiamata nel nostro calendario.</p>",
      },
      {
        title: "Prenotare una chiamata",
        description: "Scegli un orario, conferma ed è fatta.",
        content:
          "<p>Apri la pagina delle prenotazioni, scegli un orario libero dal lunedì al venerdì e inserisci il tuo nome e il tuo indirizzo e-mail.</p><p>Riceverai una conferma via e-mail, con un link per spostare o annullare la chiamata.</p>",
      },
      {
        title: "I tuoi dati e la tua privacy",
        description: "Cosa conserviamo su di te e come chiederne la cancellazione.",
        content:
          "<p>Conserviamo solo ciò che serve per risponderti e fornire il nostro servizio. Puoi chiederci in qualsiasi momento di vedere, correggere o cancellare i tuoi dati.</p><p>L’informativa sulla privacy riporta tutti i dettagli.</p>",
      },
    ],
  },
  meeting: {
    name: "Chiamata conoscitiva",
    description: "Trenta minuti per raccontarci di cosa hai bisogno e scoprire come possiamo aiutarti.",
  },
  cookieList: {
    essential: {
      title: "Essenziali",
      text: "Necessari al funzionamento del sito: accesso, sicurezza e le tue scelte. Sempre attivi.",
    },
    session: { title: "Sessione e sicurezza", text: "Mantiene l’accesso e protegge i moduli." },
    preferences: { title: "Preferenze", text: "Ricorda la tua lingua e le tue scelte sui cookie." },
    analytics: { title: "Statistiche", text: "Ci aiuta a capire quali pagine sono utili." },
    siteAnalytics: { title: "Statistiche del sito", text: "Conta le visite senza identificarti." },
    marketing: { title: "Marketing", text: "Misura le nostre campagne e ti mostra offerte pertinenti." },
    campaigns: { title: "Monitoraggio delle campagne", text: "Ci dice quale newsletter o annuncio ti ha portato qui." },
  },
};
