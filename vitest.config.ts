import { defineConfig } from "vitest/config";

/**
 * Test files that must not share a module graph with others: they mock modules, stub globals or the
 * environment, use fake timers, or were seen to depend on a fresh module instance. Every other file
 * runs without per-file isolation: each worker imports the modules once instead of once per file,
 * which halved the CPU time of the API tests and of the component tests (decision 081).
 * `tests/unit/shared-test-files.test.ts` fails when a file outside this list mocks or stubs.
 */
export const ISOLATED = [
  "app/browser/consent-client.test.ts",
  "app/browser/site-events.test.ts",
  "app/view-models/section-freshness.test.ts",
  "features/meetings/server/domain/meeting-revoke.test.ts",
  "features/orders/browser/basket.test.ts",
  "features/platform/tests/platform-accounts.test.ts",
  "server/api/editor-roundtrip.test.ts",
  "server/api/openapi-after-shared-rules.test.ts",
  "server/api/tenant-isolation.test.ts",
  "server/domain/translations/record-sources.test.ts",
  // Component tests that stub fetch or other globals, mock modules or use fake timers.
  "app/components/editor-kit/record-editor-draft-timer.test.tsx",
  "app/components/visitor-widgets/visitor-widgets.test.tsx",
  "app/components/sections/contact-form.test.tsx",
  "app/components/sections/heading-section.test.tsx",
  "app/components/sections/metric-slider.test.tsx",
  "app/components/sections/template-section.test.tsx",
  "app/editor/global-settings/global-settings-ui-language.test.tsx",
  "app/editor/shared/history-panel-ui-language.test.tsx",
  "app/editor/template-section/metric-dialogs.test.tsx",
  "app/editor/template-section/metric-manager.test.tsx",
  "app/editor/template-section/metric-people-translations.test.tsx",
  "app/editor/template-section/people-forms.test.tsx",
  "app/editor/template-section/template-section-editor.test.tsx",
  "app/editor/template-section/template-section-ui-language.test.tsx",
  "app/routes/admin/meetings.hydration.test.tsx",
  "app/routes/admin/time-zone.test.tsx",
  "features/domains/editor/domains-tab-ui-language.test.tsx",
  "features/domains/editor/domains-tab.test.tsx",
  "features/help-center/components/assistant-view.test.tsx",
  "features/help-center/components/help-content.test.tsx",
  "features/help-center/components/help-launcher.test.tsx",
  "features/help-center/tests/assistant-view-language.test.tsx",
  "features/live-support/tests/live-chat.test.tsx",
  "features/meetings/tests/booking-flow-language.test.tsx",
  "tests/unit/translated-editors.test.tsx",
  // Failed in a shared graph: a dialog a previous file's editor left open was still in the document.
  "app/components/editor-kit/record-editor-language.test.tsx",
];
/** Tests behind Caddy: `npm run test:tls` (vitest.tls.config.ts) runs them, after installing it. */
export const FRONT_DOOR = ["tests/tls/**/*.test.ts", "scripts/cluster/launch.test.ts", "scripts/bench/cluster.test.ts"];
const NODE = ["{app,features,server,shared,scripts,tests/unit}/**/*.test.ts"];
const COMPONENTS = ["{app,features,server,shared,scripts,tests/unit}/**/*.test.tsx"];

// Unit and API tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // The second checks, after every file, that each status the API answered is in its OpenAPI document.
    globalSetup: [
      "tests/setup/message-catalogue.ts",
      "tests/setup/migrated-database.ts",
      "tests/setup/api-statuses.ts",
    ],
    environment: "node",
    // The compiled catalogue is some 2,300 modules of plain JavaScript: Node loads them itself
    // instead of Vite transforming and evaluating each one again for every isolated file (a
    // component test's import time fell from ~9 s to ~2 s; decision 081).
    server: { deps: { external: [/\/shared\/i18n\/paraglide\//] } },
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      // Server and domain tests in one graph, component tests in another: a module evaluated under a
      // DOM (reading `window` at import) must never be the one a server test gets.
      { extends: true, test: { name: "shared", include: NODE, exclude: [...ISOLATED, ...FRONT_DOOR], isolate: false } },
      { extends: true, test: { name: "components", include: COMPONENTS, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
