/**
 * Words that shape a question without saying what it is about, per language, on top of the
 * PostgreSQL configuration's own stop words (which keep "cuál", "combien", "können", "posso"…).
 * "How long", "how much" and their likes are the shape of a question too: "How long does shipping
 * take?" is about shipping. They are stemmed by the same configuration as the question.
 */
const QUESTION_WORDS: Record<string, string> = {
  en: "what which who whom whose where when why how can could would should may might please tell know need want anyone someone something get give long much many take",
  es: "qué cuál cuáles cuánto cuánta cuántos cuántas cómo dónde cuándo quién quiénes puedo puede pueden podemos podría hay favor decir saber necesito quiero tiempo",
  fr: "quel quelle quels quelles combien comment où quand pourquoi qui que quoi puis peut pouvons pouvez peux peuvent est-ce savoir dire faut voudrais temps",
  de: "was welche welcher welches welchen wie wo wann warum wer wen wem kann können könnte kannst gibt bitte wissen brauche möchte lange viel viele",
  it: "che cosa quale quali quanto quanta quanti quante come dove quando perché chi posso può possiamo potete puoi c'è sapere dire vorrei tempo",
  pt: "que qual quais quanto quanta quantos quantas como onde quando porque quem posso pode podemos",
  nl: "wat welke wie waar wanneer waarom hoe kan kunnen",
};

/** The language's question words as text to stem (empty for languages without a list). */
export function questionWords(locale: string): string {
  return QUESTION_WORDS[locale.slice(0, 2)] ?? "";
}
