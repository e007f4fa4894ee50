import { Component, Suspense, type ReactNode } from "react";

type Props = { name: string; children: ReactNode };

/**
 * Keeps one broken section from taking the page down (spec public-site §8: "Error rendering
 * section: {name}"). On the server React does not use error boundaries: an error inside a Suspense
 * boundary streams its fallback instead, so the same message is the Suspense fallback; the browser
 * then renders the section again and, if it still throws, the class boundary below shows the message.
 */
export function SectionErrorBoundary({ name, children }: Props) {
  const fallback = <SectionErrorMessage name={name} />;
  return (
    <CatchRenderError fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchRenderError>
  );
}

export function SectionErrorMessage({ name }: { name: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        Error rendering section: {name}
      </p>
    </div>
  );
}

class CatchRenderError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  // React reports the caught error itself (console.error with the component stack).
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
