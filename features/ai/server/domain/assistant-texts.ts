import * as m from "../../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../../shared/i18n/ui-locales.ts";

/**
 * What the assistant itself says, in the language of the page it is asked on (the request's
 * `locale`): the built-in assistant's name and greeting, the framing of a quoted answer, "I don't
 * know", and its refusals, from the message catalogue (visitor_assistant_*); languages it does not
 * have read English, as the widget's own texts do. The passages it quotes stay as written. `{site}`
 * stays in the greeting for the caller to fill in.
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

export function assistantTexts(locale: string | null | undefined): AssistantTexts {
  const o = ui(locale);
  return {
    name: m.visitor_assistant_name({}, o),
    greeting: m.visitor_assistant_greeting({ site: "{site}" }, o),
    found: m.visitor_assistant_found({}, o),
    dontKnow: m.visitor_assistant_dontKnow({}, o),
    liveSupportOffer: m.visitor_assistant_liveSupportOffer({}, o),
    failed: m.visitor_assistant_failed({}, o),
    couldNotAnswer: m.visitor_assistant_couldNotAnswer({}, o),
    noAgent: m.visitor_assistant_noAgent({}, o),
    personJoined: m.visitor_assistant_personJoined({}, o),
    transcriptTitle: m.visitor_assistant_transcriptTitle({}, o),
    transcriptQuestion: m.visitor_assistant_transcriptQuestion({}, o),
    transcriptAnswer: m.visitor_assistant_transcriptAnswer({}, o),
  };
}
