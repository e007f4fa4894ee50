// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { pack } from "../../view-models/packed.ts";
import { ErrorMessage } from "./error-message.tsx";

/**
 * A visitor's error page speaks the page's language (the site layout's labels), refused access
 * included; outside the site layout it reads English.
 */
const forbidden = { status: 403, statusText: "Forbidden", internal: false, data: null };

function renderError(locale: "es" | "ar" | null) {
  const Page = () => <ErrorMessage error={forbidden} />;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, site: { defaultLocale: "en" } }),
      HydrateFallback: () => null,
      children: [
        locale
          ? {
              id: "routes/site/layout",
              loader: () => ({ chrome: pack({ labels: chromeLabels(locale) }) }),
              children: [{ index: true, Component: Page }],
            }
          : { index: true, Component: Page },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("ErrorMessage for refused access", () => {
  it("says it in the page's language", async () => {
    renderError("es");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Acceso denegado");
    expect(screen.getByText("No tiene acceso a esta página.")).toBeTruthy();
    cleanup();
    renderError("ar");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("تم رفض الوصول");
  });

  it("reads English outside the site layout", async () => {
    renderError(null);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Access denied");
  });
});
