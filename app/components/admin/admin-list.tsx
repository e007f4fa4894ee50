import type { ReactNode } from "react";
import { Form } from "react-router";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../ui/ui-language.tsx";

/** A filter's select or date input. */
export const filterFieldClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-primary";

const COLUMNS = { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

/**
 * An admin list's filter bar: a GET form (the filter lives in the address, so it can be shared and
 * works without scripts), its fields, a Filter button and a Clear link back to the unfiltered list.
 */
export function FilterForm({
  label,
  clearHref,
  columns,
  children,
}: {
  label: string;
  clearHref: string;
  /** Fields plus the buttons' column, on a wide screen. */
  columns: keyof typeof COLUMNS;
  children: ReactNode;
}) {
  const ui = useUiLanguage();
  return (
    <Form
      method="get"
      aria-label={label}
      className={`mb-6 grid grid-cols-1 gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 ${COLUMNS[columns]}`}
    >
      {children}
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {m.admin_filter({}, ui)}
        </button>
        <a
          href={clearHref}
          className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {m.admin_clear({}, ui)}
        </a>
      </div>
    </Form>
  );
}

/**
 * The outcome of the page's last action, read out by screen readers: always in the document (a live
 * region announces only changes to an element that was already there), visible once there is one.
 */
export function ActionStatus({ result, children }: { result: { ok: boolean } | undefined; children: ReactNode }) {
  return (
    <p
      role="status"
      className={result ? (result.ok ? "mb-4 text-sm text-green-800" : "mb-4 text-sm text-red-700") : "sr-only"}
    >
      {children}
    </p>
  );
}

/** What an admin list shows when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-gray-600">{children}</p>;
}
