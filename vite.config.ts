import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Chunks in every public page's start-up download (the groups below, and Rolldown's runtime). */
const STARTUP_CHUNK = /(^|\/)(framework|site-chrome|site-sections|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Only lazy chunks pass 500 kB: the post editor and livekit-client (loaded in a LiveKit call
    // only). What a visitor starts with is held by scripts/bench/page-js-budget.test.ts instead.
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // A lazy chunk's preload list need not name the chunks every page starts with (they are
      // loaded already): shorter lists in the start-up code.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !STARTUP_CHUNK.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router load on every page: one file compresses better than
          // the several the default splitting makes, and costs fewer requests.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The small modules every public page starts with (header, footer, their helpers): one
              // file instead of a dozen compresses better. Lazy parts of the header stay out.
              name: "site-chrome",
              // The error message's loader and the breadcrumbs are on every page type too (root,
              // layout, basket, booking), so they are here and not with the sections.
              test: /(app[\\/]components[\\/](header[\\/](?!mobile-menu-panel|profile-dropdown)|footer[\\/](?!site-footer)|ui[\\/]icons|layout[\\/](breadcrumbs|lazy-error-message)\.)|app[\\/]view-models[\\/](viewer-links|header-behaviour|packed|breadcrumbs)\.|app[\\/]browser[\\/](lazy-component|site-events|browser-cookies|language-switch|revalidation|use-hydrated)\.|features[\\/]orders[\\/]browser[\\/](basket-count|basket-storage)\.|shared[\\/]rules[\\/](paths|banners|hidden-areas)\.|shared[\\/]i18n[\\/](locales|language-suggestion)\.|shared[\\/]style[\\/](color-alpha)\.|node_modules[\\/]clsx[\\/]|preload-helper)/,
            },
            {
              // Likewise the section parts every content page renders at first paint (section types
              // seen less often load with their own chunks).
              name: "site-sections",
              test: /(app[\\/]components[\\/]sections[\\/](metric-media|metric-card|section-shell|section-labels-context|section-error-boundary|section-image)\.|app[\\/]view-models[\\/](rich-text|section-styles|section-options|section-freshness)\.|app[\\/]labels[\\/](section-label-shape)\.)/,
            },
          ],
        },
      },
    },
  },
});
