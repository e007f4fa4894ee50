import { formatUtcTime } from "../../../app/components/admin/format-time.ts";

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

const mark = (value: boolean | null, yes: string, no: string) => (value === null ? "—" : value ? yes : no);

/**
 * The latest questions: what was answered with which sources, the visitors' marks, and apart the
 * questions it could not answer (the content the site is missing). Answers are shown as text.
 */
export function AiQuestions({ questions }: { questions: QuestionRecord[] }) {
  const unanswered = questions.filter((question) => !question.answered);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby="ai-questions-title"
        className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h2 id="ai-questions-title" className="mb-3 text-lg font-semibold text-gray-900">
          Last questions
        </h2>
        {questions.length === 0 ? (
          <p className="text-gray-600">No questions yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {questions.map((question) => (
              <li key={question.id} className="py-3">
                <p className="font-medium text-gray-900">{question.question}</p>
                <p className="mt-1 text-xs text-gray-500">
                  <time dateTime={question.created_at}>{formatUtcTime(question.created_at)}</time> · {question.locale} ·{" "}
                  {question.answered ? "Answered" : "Not answered"} · Helpful: {mark(question.helpful, "yes", "no")} ·
                  Resolved: {mark(question.resolved, "yes", "no")}
                </p>
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer text-gray-700">Answer and sources</summary>
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
          Questions it could not answer
        </h2>
        <p className="mb-3 text-sm text-gray-600">What visitors look for and your content does not say yet.</p>
        {unanswered.length === 0 ? (
          <p className="text-gray-600">None so far.</p>
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
