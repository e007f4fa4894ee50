import { Component, type ReactNode } from "react";
import { useSectionLabels } from "./section-labels-context.tsx";

/**
 * Keeps one broken section from taking the page down (spec public-site §8: "Error rendering
 * section: {name}"). Two halves, because React does not use error boundaries on the server:
 * - `renderSection` builds a section's markup inside try/catch, which covers server and browser
 *   renders alike (data of an unexpected shape is the realistic failure);
 * - `SectionErrorBoundary` catches what child components throw later in the browser.
 * (A Suspense boundary is no substitute: React streams large boundaries after their fallback, so
 * visitors would first see the error text on perfectly good sections.)
 */
export function renderSection(name: string, build: () => ReactNode): ReactNode {
  try {
    return build();
  } catch (error) {
    console.error(`Error rendering section: ${name}`, error);
    return <SectionErrorMessage name={name} />;
  }
}

export function SectionErrorMessage({ name }: { name: string }) {
  // The name is its own text node, as it always was: the message places it.
  const [before = "", after = ""] = useSectionLabels().sectionError.split("{name}");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        {before}
        {name}
        {after || null}
      </p>
    </div>
  );
}

type Props = { name: string; children: ReactNode };

export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  // React reports the caught error itself (console.error with the component stack).
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <SectionErrorMessage name={this.props.name} /> : this.props.children;
  }
}
