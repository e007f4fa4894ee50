import { languageName } from "../../../app/components/admin/format-time.ts";
import { useDateTime } from "../../../app/components/use-date-time.ts";
import { useUiLanguage } from "../../../app/components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

export type QuestionRecord = {
  id: string;
  question: string;
  answer: string;
  sources: { title: string; url: string; kind: string }[];
  answered: boolean;
  helpful: boolean | null;
  resolved: boolean | null;
  locale: string;
  created_at: string;
};

const mark = (value: boolean | null, locale: UiLocale) =>
  value === null ? "—" : value ? m.admin_yes({}, { locale }) : m.admin_no({}, { locale });

/**
 * The latest questions: what was answered with which sources, the visitors' marks, and apart the
 * questions it could not answer (the content the site is missing). Answers are shown as text.
 */
export function AiQuestions({ questions }: { questions: QuestionRecord[] }) {
  const unanswered = questions.filter((question) => !question.answered);
  const ui = useUiLanguage();
  const when = useDateTime();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby="ai-questions-title"
        className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2 id="ai-questions-title" className="mb-3 text-lg font-semibold text-gray-900">
          {m.admin_aiLastQuestions({}, ui)}
        </h2>
        {questions.length === 0 ? (
          <p className="text-gray-600">{m.admin_aiNoQuestions({}, ui)}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {questions.map((question) => (
              <li key={question.id} className="py-3">
                <p className="font-medium text-gray-900">{question.question}</p>
                <p className="mt-1 text-xs text-gray-500">
                  <time dateTime={question.created_at}>{when(question.created_at)}</time> ·{" "}
                  {languageName(question.locale, ui.locale)} ·{" "}
                  {question.answered ? m.admin_aiAnswered({}, ui) : m.admin_aiNotAnswered({}, ui)} ·{" "}
                  {m.admin_aiHelpful({ mark: mark(question.helpful, ui.locale) }, ui)} ·{" "}
                  {m.admin_aiResolved({ mark: mark(question.resolved, ui.locale) }, ui)}
                </p>
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer text-gray-700">{m.admin_aiAnswerSources({}, ui)}</summary>
                  <p className="mt-2 whitespace-pre-wrap text-gray-800">{question.answer}</p>
                  {question.sources.length > 0 && (
                    <ul className="mt-2 list-disc ps-5">
                      {question.sources.map((source) => (
                        <li key={source.url}>
                          <a
                            href={source.url}
                            className="text-sky-800 underline underline-offset-2"
                            target="_blank"
                            rel="noreferrer"
                          >
                            {source.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="ai-unanswered-title"
        className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2 id="ai-unanswered-title" className="mb-1 text-lg font-semibold text-gray-900">
          {m.admin_aiUnanswered({}, ui)}
        </h2>
        <p className="mb-3 text-sm text-gray-600">{m.admin_aiUnansweredText({}, ui)}</p>
        {unanswered.length === 0 ? (
          <p className="text-gray-600">{m.admin_aiNoneSoFar({}, ui)}</p>
        ) : (
          <ul className="list-disc space-y-1 ps-5 text-gray-900">
            {unanswered.map((question) => (
              <li key={question.id}>{question.question}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
