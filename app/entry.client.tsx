import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry. Clicks that reach a button before React hydrated it are kept
// and replayed by the inline script of shared/browser/early-clicks.ts (decision 045), which needs no hand-over.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
