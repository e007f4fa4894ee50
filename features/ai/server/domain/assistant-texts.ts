/**
 * What the assistant itself says, in the language of the page it is asked on (the request's
 * `locale`): the built-in assistant's name and greeting, the framing of a quoted answer, "I don't
 * know", and its refusals. The product's UI languages have a set; others read English, as the
 * widget's own texts do. The passages it quotes stay as written. `{site}` is filled in.
 */
export type AssistantTexts = {
  name: string;
  greeting: string;
  found: string;
  dontKnow: string;
  /** Appended (with its leading space) to a model's "I don't know". */
  liveSupportOffer: string;
  failed: string;
  couldNotAnswer: string;
  noAgent: string;
  personJoined: string;
  /** The hand-over's first message ("Q: …\nA: …" per turn under a title). */
  transcriptTitle: string;
  transcriptQuestion: string;
  transcriptAnswer: string;
};

const en: AssistantTexts = {
  name: "Assistant",
  greeting: "Hi! Ask me anything about {site}. I answer from this site's help center and pages.",
  found: "Here is what I found:",
  dontKnow: "I don't know the answer to that. You can ask our team through live support.",
  liveSupportOffer: " You can ask our team through live support.",
  failed: "The assistant could not finish this answer. Please try again, or ask our team through live support.",
  couldNotAnswer: "The assistant could not answer. Please try again.",
  noAgent: "No assistant answers in this language",
  personJoined: "A person from the team has joined this conversation: the assistant stays silent in it.",
  transcriptTitle: "Conversation with the AI assistant before the hand-over:",
  transcriptQuestion: "Q",
  transcriptAnswer: "A",
};

const TEXTS: Record<string, AssistantTexts> = {
  en,
  es: {
    name: "Asistente",
    greeting:
      "¡Hola! Pregúnteme lo que quiera sobre {site}. Respondo a partir del centro de ayuda y de las páginas de este sitio.",
    found: "Esto es lo que he encontrado:",
    dontKnow: "No conozco la respuesta a eso. Puede preguntar a nuestro equipo en el soporte en vivo.",
    liveSupportOffer: " Puede preguntar a nuestro equipo en el soporte en vivo.",
    failed:
      "El asistente no pudo terminar esta respuesta. Inténtelo de nuevo o pregunte a nuestro equipo en el soporte en vivo.",
    couldNotAnswer: "El asistente no pudo responder. Inténtelo de nuevo.",
    noAgent: "Ningún asistente responde en este idioma",
    personJoined: "Una persona de nuestro equipo se ha unido a esta conversación: el asistente ya no responde en ella.",
    transcriptTitle: "Conversación con el asistente de IA antes de pasar a una persona:",
    transcriptQuestion: "P",
    transcriptAnswer: "R",
  },
  fr: {
    name: "Assistant",
    greeting:
      "Bonjour ! Posez-moi vos questions sur {site}. Je réponds à partir du centre d’aide et des pages de ce site.",
    found: "Voici ce que j’ai trouvé :",
    dontKnow: "Je ne connais pas la réponse. Vous pouvez interroger notre équipe via l’assistance en direct.",
    liveSupportOffer: " Vous pouvez interroger notre équipe via l’assistance en direct.",
    failed:
      "L’assistant n’a pas pu terminer cette réponse. Réessayez, ou interrogez notre équipe via l’assistance en direct.",
    couldNotAnswer: "L’assistant n’a pas pu répondre. Veuillez réessayer.",
    noAgent: "Aucun assistant ne répond dans cette langue",
    personJoined: "Une personne de notre équipe a rejoint cette conversation : l’assistant n’y répond plus.",
    transcriptTitle: "Conversation avec l’assistant IA avant le passage à une personne :",
    transcriptQuestion: "Q",
    transcriptAnswer: "R",
  },
  de: {
    name: "Assistent",
    greeting:
      "Hallo! Fragen Sie mich alles über {site}. Ich antworte aus dem Hilfe-Center und den Seiten dieser Website.",
    found: "Das habe ich gefunden:",
    dontKnow: "Darauf weiß ich keine Antwort. Sie können unser Team über den Live-Support fragen.",
    liveSupportOffer: " Sie können unser Team über den Live-Support fragen.",
    failed:
      "Der Assistent konnte diese Antwort nicht beenden. Bitte versuchen Sie es erneut oder fragen Sie unser Team über den Live-Support.",
    couldNotAnswer: "Der Assistent konnte nicht antworten. Bitte versuchen Sie es erneut.",
    noAgent: "In dieser Sprache antwortet kein Assistent",
    personJoined:
      "Eine Person aus unserem Team ist diesem Gespräch beigetreten: Der Assistent antwortet darin nicht mehr.",
    transcriptTitle: "Gespräch mit dem KI-Assistenten vor der Übergabe:",
    transcriptQuestion: "F",
    transcriptAnswer: "A",
  },
  it: {
    name: "Assistente",
    greeting:
      "Ciao! Chiedimi qualsiasi cosa su {site}. Rispondo in base al centro assistenza e alle pagine di questo sito.",
    found: "Ecco cosa ho trovato:",
    dontKnow: "Non conosco la risposta. Puoi chiedere al nostro team tramite il supporto dal vivo.",
    liveSupportOffer: " Puoi chiedere al nostro team tramite il supporto dal vivo.",
    failed:
      "L’assistente non è riuscito a completare questa risposta. Riprova, oppure chiedi al nostro team tramite il supporto dal vivo.",
    couldNotAnswer: "L’assistente non è riuscito a rispondere. Riprova.",
    noAgent: "Nessun assistente risponde in questa lingua",
    personJoined: "Una persona del nostro team si è unita a questa conversazione: l’assistente non risponde più qui.",
    transcriptTitle: "Conversazione con l’assistente IA prima del passaggio a una persona:",
    transcriptQuestion: "D",
    transcriptAnswer: "R",
  },
  pt: {
    name: "Assistente",
    greeting:
      "Olá! Pergunte-me o que quiser sobre {site}. Respondo a partir do centro de ajuda e das páginas deste site.",
    found: "Eis o que encontrei:",
    dontKnow: "Não sei a resposta. Pode perguntar à nossa equipa através do apoio em direto.",
    liveSupportOffer: " Pode perguntar à nossa equipa através do apoio em direto.",
    failed:
      "O assistente não conseguiu terminar esta resposta. Tente novamente ou pergunte à nossa equipa através do apoio em direto.",
    couldNotAnswer: "O assistente não conseguiu responder. Tente novamente.",
    noAgent: "Nenhum assistente responde neste idioma",
    personJoined: "Uma pessoa da nossa equipa juntou-se a esta conversa: o assistente deixa de responder nela.",
    transcriptTitle: "Conversa com o assistente de IA antes de passar a uma pessoa:",
    transcriptQuestion: "P",
    transcriptAnswer: "R",
  },
  ru: {
    name: "Ассистент",
    greeting: "Здравствуйте! Спросите меня о {site}. Я отвечаю по материалам справочного центра и страниц этого сайта.",
    found: "Вот что я нашёл:",
    dontKnow: "Я не знаю ответа на этот вопрос. Вы можете спросить нашу команду в онлайн-поддержке.",
    liveSupportOffer: " Вы можете спросить нашу команду в онлайн-поддержке.",
    failed: "Ассистент не смог закончить ответ. Попробуйте ещё раз или спросите нашу команду в онлайн-поддержке.",
    couldNotAnswer: "Ассистент не смог ответить. Попробуйте ещё раз.",
    noAgent: "На этом языке ассистент не отвечает",
    personJoined: "К разговору присоединился сотрудник нашей команды: ассистент в нём больше не отвечает.",
    transcriptTitle: "Разговор с ИИ-ассистентом до передачи сотруднику:",
    transcriptQuestion: "В",
    transcriptAnswer: "О",
  },
  pl: {
    name: "Asystent",
    greeting:
      "Dzień dobry! Proszę pytać o wszystko, co dotyczy {site}. Odpowiadam na podstawie centrum pomocy i stron tej witryny.",
    found: "Oto, co znalazłem:",
    dontKnow: "Nie znam odpowiedzi na to pytanie. Można zapytać nasz zespół na czacie z konsultantem.",
    liveSupportOffer: " Można zapytać nasz zespół na czacie z konsultantem.",
    failed:
      "Asystent nie dokończył odpowiedzi. Proszę spróbować ponownie lub zapytać nasz zespół na czacie z konsultantem.",
    couldNotAnswer: "Asystent nie mógł odpowiedzieć. Proszę spróbować ponownie.",
    noAgent: "Żaden asystent nie odpowiada w tym języku",
    personJoined: "Do rozmowy dołączyła osoba z naszego zespołu: asystent już w niej nie odpowiada.",
    transcriptTitle: "Rozmowa z asystentem AI przed przekazaniem konsultantowi:",
    transcriptQuestion: "P",
    transcriptAnswer: "O",
  },
  zh: {
    name: "助手",
    greeting: "您好！关于 {site} 的任何问题都可以问我。我根据本站的帮助中心和页面作答。",
    found: "我找到了以下内容：",
    dontKnow: "我不知道这个问题的答案。您可以通过在线客服咨询我们的团队。",
    liveSupportOffer: " 您可以通过在线客服咨询我们的团队。",
    failed: "助手未能完成此回答。请重试，或通过在线客服咨询我们的团队。",
    couldNotAnswer: "助手无法回答。请重试。",
    noAgent: "没有使用此语言回答的助手",
    personJoined: "我们团队的一位成员已加入此对话：助手不再在此对话中回答。",
    transcriptTitle: "转接人工之前与 AI 助手的对话：",
    transcriptQuestion: "问",
    transcriptAnswer: "答",
  },
  ja: {
    name: "アシスタント",
    greeting:
      "こんにちは！{site} について何でもお尋ねください。このサイトのヘルプセンターとページをもとにお答えします。",
    found: "見つかった内容は次のとおりです：",
    dontKnow: "その質問の答えはわかりません。ライブサポートでチームにお問い合わせください。",
    liveSupportOffer: " ライブサポートでチームにお問い合わせください。",
    failed:
      "アシスタントは回答を完了できませんでした。もう一度お試しいただくか、ライブサポートでチームにお問い合わせください。",
    couldNotAnswer: "アシスタントは回答できませんでした。もう一度お試しください。",
    noAgent: "この言語で回答するアシスタントはいません",
    personJoined: "チームの担当者がこの会話に参加しました。アシスタントはこの会話では回答しません。",
    transcriptTitle: "担当者への引き継ぎ前の AI アシスタントとの会話：",
    transcriptQuestion: "Q",
    transcriptAnswer: "A",
  },
};

export function assistantTexts(locale: string | null | undefined): AssistantTexts {
  return (locale && TEXTS[locale]) || en;
}
