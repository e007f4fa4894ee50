// The person's language gives the editors' direction, independent of the page's (decisions 071, 074).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UiLanguageProvider, useUiDirection, useUiLanguage, useUiTimeZone } from "./ui-language.tsx";

function Probe() {
  const dir = useUiDirection();
  return (
    <div dir={dir} data-locale={useUiLanguage().locale} data-zone={useUiTimeZone()}>
      x
    </div>
  );
}

describe("UiLanguageProvider", () => {
  it("gives rtl for an Arabic UI and ltr for the others", () => {
    expect(
      renderToString(
        <UiLanguageProvider locale="ar">
          <Probe />
        </UiLanguageProvider>,
      ),
    ).toContain('dir="rtl" data-locale="ar"');
    expect(
      renderToString(
        <UiLanguageProvider locale="en">
          <Probe />
        </UiLanguageProvider>,
      ),
    ).toContain('dir="ltr" data-locale="en"');
  });

  it("gives no direction outside a provider, so visitors' elements inherit the page's", () => {
    const html = renderToString(<Probe />);
    expect(html).not.toContain("dir=");
    expect(html).toContain('data-locale="en"');
  });

  it("passes the person's time zone, none when unset", () => {
    expect(
      renderToString(
        <UiLanguageProvider locale="de" timeZone="Europe/Berlin">
          <Probe />
        </UiLanguageProvider>,
      ),
    ).toContain('data-zone="Europe/Berlin"');
    expect(
      renderToString(
        <UiLanguageProvider locale="de" timeZone={null}>
          <Probe />
        </UiLanguageProvider>,
      ),
    ).not.toContain("data-zone");
  });
});
