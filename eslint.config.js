import js from "@eslint/js";
import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of docs/architecture.md, enforced: routes → features → components/utils → db.
 * Each zone names who may not import what; `except` is relative to `from`.
 */
const FEATURES = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYER_ZONES = [
  // Features never import each other; what two features need moves down. features/auth
  // (sessions and the admin check) is the one feature every other may use.
  ...FEATURES.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [...new Set([`./${feature}`, "./auth"])],
    message: "Features do not import each other: move what both need down into app/components, app/utils or app/db.",
  })),
  {
    target: ["app/features", "app/components", "app/utils", "app/content", "app/db"],
    from: "app/routes",
    message: "Only React Router imports route modules; move what is shared into a feature.",
  },
  {
    target: ["app/components", "app/utils", "app/content"],
    from: "app/features",
    message: "components, utils and content sit below the features: pass what they need in as props or arguments.",
  },
  {
    // The database layer imports no layer above it (app/db/seed is exempt below: seeding uses the
    // academy's password hashing).
    target: ["app/db"],
    from: ["app/features", "app/components", "app/utils"],
    message: "app/db is the bottom layer.",
  },
  {
    target: ["app/routes", "app/root.tsx", "app/components", "app/content"],
    from: "app/db",
    except: ["./ids.ts", "./constants.ts"],
    message: "Routes reach the database through a feature's *.server.ts, never app/db directly.",
  },
  {
    // server/ and scripts/ seed an empty database on first start; nothing in app/ may use the demo seed.
    target: ["app"],
    from: "app/db/seed",
    message: "Only seeding, the server's first start and tests use the demo seed.",
  },
];

const ENV_RULE = {
  selector:
    "MemberExpression[object.object.name='process'][object.property.name='env'][parent.type='TSNonNullExpression']",
  message: "Read configuration through app/env.server.ts.",
};
/** `staticIsland(() => import("…"))` loads a `*.static.tsx` file, which the rules below keep inert. */
const STATIC_ISLAND_SOURCE_RULE = {
  selector:
    "CallExpression[callee.name='staticIsland'] > ArrowFunctionExpression:first-child ImportExpression > Literal.source[value!=/\\.static$/]",
  message: "A static island's component lives in a *.static.tsx file (lint keeps those free of hooks and handlers).",
};
/**
 * Every per-address limit folds the address (an IPv6 /64 is one client, ADR 0009): the client's
 * address goes to the limiter as `{ address }`, or through `addressKey`.
 */
const CLIENT_IP_RULES = [
  {
    selector:
      "MemberExpression[property.name='clientIp']:not(Property[key.name='address'] > MemberExpression):not(CallExpression[callee.name='addressKey'] > MemberExpression)",
    message:
      "Key a limit by the client's address as `{ address: ctx.clientIp }` (a per-address limit) or `addressKey(ctx.clientIp)`: an IPv6 /64 counts as one address (ADR 0009).",
  },
  {
    selector: "ObjectPattern > Property[key.name='clientIp']",
    message:
      "Read `clientIp` where it is used, as `{ address: ctx.clientIp }` or `addressKey(ctx.clientIp)` (ADR 0009).",
  },
];
const STATIC_ISLAND_RULES = [
  {
    selector: "CallExpression[callee.name=/^use[A-Z]/], CallExpression[callee.property.name=/^use[A-Z]/]",
    message: "A static island keeps the server's HTML and never runs in the browser on a first visit: no hooks here.",
  },
  {
    selector: "JSXAttribute[name.name=/^on[A-Z]/]",
    message:
      "A static island keeps the server's HTML and never runs in the browser on a first visit: no event handlers here.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-results-*/",
      ".scratch/",
      "playwright-report/",
      "drizzle/meta/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ENV_RULE, STATIC_ISLAND_SOURCE_RULE, ...CLIENT_IP_RULES] },
  },
  {
    // A static island's file (ADR 0018): the browser keeps the server's HTML and never runs its
    // code on a first visit, so it can hold no state, no effect and no handler.
    files: ["app/**/*.static.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ENV_RULE,
        STATIC_ISLAND_SOURCE_RULE,
        ...CLIENT_IP_RULES,
        ...STATIC_ISLAND_RULES,
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // The TypeScript parser for the modules no-cycle follows, and tsconfig's `~/` alias.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The first-visit script budget (130 KB, ADR 0016): Conform and zod reach a public page only
    // inside the chunk of the form that uses them, never through a route module or the layout,
    // which every first visit downloads. Type imports cost nothing and stay allowed. A route's
    // action reaches its schema through a feature's *.server.ts, which the browser build drops.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx", "app/components/layout/**/*.{ts,tsx}"],
    ignores: ["app/routes/admin/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@conform-to/*", "zod", "zod/*"],
              allowTypeImports: true,
              message:
                "A public route or layout file must not import Conform or zod: they would join every first visit's script. Import them in the form component that uses them (loaded by its island).",
            },
          ],
        },
      ],
    },
  },
  {
    // Seeding may import a feature (the course password hashing) and its own modules; a unit
    // test may call the route module it tests.
    files: ["app/db/seed/**/*.ts", "**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
