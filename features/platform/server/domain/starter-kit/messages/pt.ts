import type { KitMessages } from "./kit-messages.ts";

export const pt: KitMessages = {
  menu: {
    services: "Serviços",
    about: "Sobre nós",
    blog: "Blog",
    help: "Ajuda",
    contact: "Contacto",
    book: "Marcar uma chamada",
    privacy: "Política de privacidade",
    cookies: "Política de cookies",
  },
  groups: {
    professional: {
      headline: "Aconselhamento especializado,",
      headline2: "explicado com clareza.",
      lead: "A {name} ajuda-o a tomar decisões com confiança, com conselhos que pode compreender e pôr em prática.",
      services: [
        {
          title: "Primeira consulta",
          text: "Ouvimos, fazemos as perguntas certas e dizemos-lhe com franqueza como podemos ajudar.",
        },
        {
          title: "Aconselhamento à medida",
          text: "Uma recomendação clara para a sua situação, com os próximos passos por escrito.",
        },
        { title: "Acompanhamento contínuo", text: "Continuamos ao seu lado enquanto põe o plano em prática." },
      ],
    },
    care: {
      headline: "Cuidados que",
      headline2: "o colocam em primeiro lugar.",
      lead: "A {name} dedica tempo a perceber do que precisa e cuida de si desde a primeira visita.",
      services: [
        { title: "Consultas", text: "Uma primeira marcação sem pressa para perceber as suas necessidades." },
        { title: "Tratamentos", text: "Cuidados planeados à sua medida e explicados antes de começar." },
        { title: "Acompanhamento", text: "Falamos consigo depois e ajustamos o que for preciso." },
      ],
    },
    digital: {
      headline: "Tecnologia",
      headline2: "que simplesmente funciona.",
      lead: "A {name} cria e mantém ferramentas digitais fiáveis, para que se possa concentrar no seu negócio.",
      services: [
        { title: "Planeamento", text: "Transformamos os seus objetivos num plano claro, com orçamento e calendário." },
        {
          title: "Desenvolvimento",
          text: "Trabalho cuidadoso em pequenos passos, com resultados visíveis todas as semanas.",
        },
        { title: "Suporte", text: "Monitorização, atualizações e uma pessoa real quando precisar de ajuda." },
      ],
    },
    local: {
      headline: "Bom serviço,",
      headline2: "perto de si.",
      lead: "A {name} oferece um serviço simpático e fiável, com preços claros e sem surpresas.",
      services: [
        { title: "Aconselhamento", text: "Diga-nos do que precisa e sugerimos a melhor forma de o fazer." },
        { title: "Trabalho de qualidade", text: "Feito com cuidado, a tempo e com a qualidade prometida." },
        {
          title: "Apoio pós-serviço",
          text: "Continuamos disponíveis depois do trabalho feito, se surgir alguma coisa.",
        },
      ],
    },
  },
  home: {
    cta: "Fale connosco",
    offerTitle: "O que oferecemos",
    offerLead: "Três formas de a {name} o ajudar.",
    stepsTitle: "Como funciona",
    steps: [
      { title: "Diga-nos do que precisa", text: "Escreva-nos ou marque uma breve chamada à hora que lhe convier." },
      { title: "Receba uma proposta clara", text: "Um plano simples com o que vamos fazer e quanto custa." },
      { title: "Mãos à obra", text: "Mantemo-lo informado em cada passo até o trabalho estar concluído." },
    ],
    blogTitle: "Do nosso blog",
  },
  services: {
    title: "Serviços",
    description: "O que a {name} oferece e como trabalhamos consigo.",
    heading: "Os nossos serviços",
    text: "<p>Cada cliente é diferente. Eis o que a {name} pode fazer por si; pergunte-nos sobre tudo o que não estiver na lista.</p>",
    sectionTitle: "O que podemos fazer por si",
    cta: "Fazer uma pergunta",
  },
  about: {
    title: "Sobre nós",
    description: "Quem somos na {name} e o que nos importa.",
    heading: "Sobre a {name}",
    text: "<p>A {name} nasceu para oferecer o serviço que gostaríamos de ter: honesto, cuidadoso e fácil de contactar.</p>",
    valuesTitle: "Os nossos valores",
    values: [
      { title: "Honestidade", text: "Dizemos o que podemos fazer, o que não podemos e quanto vai custar." },
      { title: "Cuidado", text: "Tratamos cada pedido como se fosse nosso." },
      { title: "Fiabilidade", text: "Fazemos o que prometemos, quando prometemos." },
    ],
  },
  contact: {
    title: "Contacto",
    description: "Escreva à {name} ou marque uma chamada: respondemos a todas as mensagens num dia útil.",
    heading: "Vamos conversar.",
    text: '<p>Escreva para <a href="mailto:{email}">{email}</a> ou marque uma chamada à hora que lhe convier. Respondemos num dia útil.</p>',
    waysTitle: "Como nos contactar",
    ways: [
      { title: "E-mail", text: "Envie-nos uma mensagem a qualquer hora; respondemos em dias úteis." },
      { title: "Marcar uma chamada", text: "Escolha um horário livre na nossa agenda, de segunda a sexta." },
      { title: "Centro de ajuda", text: "Respostas às perguntas mais frequentes, de dia e de noite." },
    ],
  },
  post: {
    title: "Bem-vindo ao nosso novo site",
    description: "A {name} tem uma nova casa na web. Eis o que vai encontrar.",
    content:
      "<p>Bem-vindo ao novo site da {name}. Criámo-lo para que encontre mais facilmente o que procura e nos contacte sem complicações.</p><h2>O que vai encontrar aqui</h2><ul><li>Os nossos serviços e a forma como trabalhamos.</li><li>Um centro de ajuda com respostas às perguntas frequentes.</li><li>Uma agenda onde pode marcar uma chamada connosco.</li></ul><p>Neste blog partilharemos novidades e dicas práticas. Obrigado pela visita!</p>",
  },
  privacy: {
    title: "Política de privacidade",
    content:
      '<p>Esta política explica como a {name} trata os seus dados pessoais quando utiliza este site.</p><h2>O que recolhemos</h2><p>Recolhemos os dados que nos fornece quando nos escreve, marca uma reunião ou cria uma conta: normalmente o seu nome, o seu endereço de e-mail e a sua mensagem.</p><h2>Para que os usamos</h2><p>Usamos os seus dados apenas para lhe responder, prestar o serviço pedido e manter este site seguro. Não vendemos os seus dados.</p><h2>Durante quanto tempo os guardamos</h2><p>Guardamos os seus dados apenas durante o tempo necessário para estes fins ou exigido por lei.</p><h2>Os seus direitos</h2><p>Pode pedir a qualquer momento para ver, corrigir ou apagar os seus dados. Escreva para <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Política de cookies",
    content:
      "<p>Este site utiliza cookies e tecnologias semelhantes. Esta política explica quais e porquê.</p><h2>Cookies essenciais</h2><p>Mantêm a sua sessão iniciada, protegem os formulários e lembram as suas escolhas. O site não funciona sem eles.</p><h2>Estatísticas e marketing</h2><p>Só são usados com o seu consentimento. Pode alterar a sua escolha a qualquer momento nas definições de cookies.</p><h2>Perguntas</h2><p>Se tiver alguma pergunta sobre cookies, contacte a {name} através da página de contacto.</p>",
  },
  help: {
    setTitle: "Primeiros passos",
    faqs: [
      {
        title: "Como posso contactar-vos?",
        text: "Escreva para {email} ou use a página de contacto. Respondemos num dia útil.",
      },
      {
        title: "Como marco uma chamada?",
        text: "Abra a página de marcações e escolha um horário livre, de segunda a sexta.",
      },
      {
        title: "Posso alterar ou cancelar uma marcação?",
        text: "Sim. Use a ligação do e-mail de confirmação para a mudar ou cancelar.",
      },
      {
        title: "Como tratam os meus dados?",
        text: "Apenas para lhe responder e prestar o nosso serviço. A nossa política de privacidade explica os pormenores.",
      },
    ],
    articles: [
      {
        title: "Como nos contactar",
        description: "As formas mais rápidas de chegar à {name}.",
        content:
          "<p>Pode contactar a {name} por e-mail em {email} ou através da página de contacto. Respondemos a todas as mensagens num dia útil.</p><p>Para uma conversa mais longa, marque uma chamada na nossa agenda.</p>",
      },
      {
        title: "Marcar uma chamada",
        description: "Escolha um horário, confirme e está feito.",
        content:
          "<p>Abra a página de marcações, escolha um horário livre de segunda a sexta e indique o seu nome e o seu endereço de e-mail.</p><p>Recebe uma confirmação por e-mail, com uma ligação para mudar ou cancelar a chamada.</p>",
      },
      {
        title: "Os seus dados e a sua privacidade",
        description: "O que guardamos sobre si e como pedir que o apaguemos.",
        content:
          "<p>Guardamos apenas o necessário para lhe responder e prestar o nosso serviço. Pode pedir-nos a qualquer momento para ver, corrigir ou apagar os seus dados.</p><p>A política de privacidade tem todos os pormenores.</p>",
      },
    ],
  },
  meeting: {
    name: "Chamada de apresentação",
    description: "Trinta minutos para nos dizer do que precisa e descobrir como podemos ajudar.",
  },
  cookieList: {
    essential: {
      title: "Essenciais",
      text: "Necessários para o site funcionar: sessão, segurança e as suas escolhas. Sempre ativos.",
    },
    session: { title: "Sessão e segurança", text: "Mantém a sua sessão iniciada e protege os formulários." },
    preferences: { title: "Preferências", text: "Lembra o seu idioma e as suas escolhas de cookies." },
    analytics: { title: "Estatísticas", text: "Ajuda-nos a perceber que páginas são úteis." },
    siteAnalytics: { title: "Estatísticas do site", text: "Conta as visitas sem o identificar." },
    marketing: { title: "Marketing", text: "Mede as nossas campanhas e mostra-lhe ofertas relevantes." },
    campaigns: { title: "Acompanhamento de campanhas", text: "Diz-nos que newsletter ou anúncio o trouxe até aqui." },
  },
};
