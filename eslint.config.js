import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results/",
      "bench-results/",
      "shared/i18n/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "features/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The server/browser boundary: browser code never imports server modules; only *.server.ts may.
    files: ["app/**/*.{ts,tsx}", "features/**/*.{ts,tsx}", "shared/**/*.ts", "features/*/shared/**/*.ts"],
    ignores: [
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "features/*/server/**",
      "features/*/tests/**",
      "features/**/*.server.ts",
      "features/**/*.server.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\.?/)+(.*/)?server(/(?!load-context\\.ts$)|$)",
              message: "Browser code must not import server/; use a *.server.ts module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components and shared rules run in the browser: only route modules (whose loaders React Router
    // strips from the client bundle) may import *.server.ts.
    files: [
      "app/components/**/*.{ts,tsx}",
      "features/*/components/**/*.{ts,tsx}",
      "features/*/editor/**/*.{ts,tsx}",
      "features/*/browser/**/*.ts",
      "app/editor/**/*.{ts,tsx}",
      "shared/**/*.ts",
      "features/*/shared/**/*.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\.?/)+(.*/)?server(/|$)", message: "Browser code must not import server/." },
            {
              regex: "^\\.\\.?/.*\\.server(\\.tsx?)?$",
              allowTypeImports: true,
              message: "Only route modules may import *.server.ts modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // No literal text in JSX outside the message catalogue (messages/<locale>.json, decision 073):
    // every directory has moved to it. Attributes (aria-label, placeholder) come from the same
    // messages by review.
    files: ["app/**/*.tsx", "features/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }] },
  },
);
