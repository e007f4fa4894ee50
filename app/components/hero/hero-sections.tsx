import { useEffect, useRef, useState } from "react";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import { HERO_SECTION_UPDATED_EVENT } from "../../browser/hero-events.ts";
import type { HeroView } from "../../view-models/hero-view.ts";
import { HeroSection } from "./hero-section.tsx";

/**
 * The heroes of a page as the loader rendered them, refetched when an editor announces a change
 * (`hero-section-updated`). The mapping code loads on the first event only, so visitors never
 * download it.
 */
export function HeroSections(props: {
  heroes: HeroView[];
  locale: Locale;
  site: LocaleSite;
  /** Heroes shown elsewhere in the body (other runs in Page Layout order): left out here. */
  exclude?: number[];
  /** Whether a hero created since the page loaded shows here (the last run); true by default. */
  takeNew?: boolean;
}) {
  const [heroes, setHeroes] = useState(props.heroes);
  const [source, setSource] = useState(props.heroes);
  if (source !== props.heroes) {
    setSource(props.heroes);
    setHeroes(props.heroes);
  }
  const { locale, site, exclude, takeNew } = props;
  // Every hero of the page when it loaded (this run's and the others'), to tell new ones apart.
  const heroesAtLoad = useRef([...props.heroes.map((hero) => hero.id), ...(props.exclude ?? [])]);

  useEffect(() => {
    const refetch = async () => {
      try {
        const url = `/api/heroes?url_page=${encodeURIComponent(window.location.pathname || "/")}&t=${Date.now()}`;
        const [response, views] = await Promise.all([
          fetch(url, { cache: "no-store", credentials: "same-origin" }),
          import("../../view-models/hero-view.ts"),
        ]);
        if (!response.ok) return;
        const rows = (await response.json()) as unknown[];
        if (!Array.isArray(rows)) return;
        const all = rows.map((row, index) => views.heroView(row as never, index, locale, site));
        const known = new Set(heroesAtLoad.current);
        setHeroes(all.filter((hero) => !exclude?.includes(hero.id) && (takeNew !== false || known.has(hero.id))));
      } catch (error) {
        console.warn("Heroes not refreshed", error);
      }
    };
    const onUpdated = () => void refetch();
    window.addEventListener(HERO_SECTION_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(HERO_SECTION_UPDATED_EVENT, onUpdated);
  }, [locale, site, exclude, takeNew]);

  return heroes.map((hero) => <HeroSection key={hero.id} hero={hero} />);
}
