import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { EarlyClicks } from "../shared/early-clicks.ts";

// React Router's default client entry, plus the hand-over of clicks made before React listened
// (shared/early-clicks.ts, decision 045): from `hydrateRoot` on, React sees clicks itself.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  (window as { __tesseraEarlyClicks?: EarlyClicks }).__tesseraEarlyClicks?.stop();
});
