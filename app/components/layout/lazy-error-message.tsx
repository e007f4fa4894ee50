import { Suspense, type ComponentProps } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import type { ErrorMessage as Eager } from "./error-message.tsx";

// Error pages are rare: their code is not in every page's start-up JavaScript. The server renders
// the message in full; the browser hydrates it once the chunk is there.
const Message = lazyComponent(() => import("./error-message.tsx").then((m) => m.ErrorMessage));

/** The error message of route error boundaries (404 and others), loaded when an error shows. */
export function ErrorMessage(props: ComponentProps<typeof Eager>) {
  return (
    <Suspense fallback={null}>
      <Message {...props} />
    </Suspense>
  );
}
