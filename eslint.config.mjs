// Lint: typescript-eslint's recommended rules, and the house's import boundaries as rules a machine checks
// (docs/architecture.md, "Who may import what"): features do not import each other, shared front-end code
// never reaches into a feature, the browser imports only the packages meant for it, services never import
// each other, no import cycles; and every query lives in a repository.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The studio by domain, mirroring the gateway (docs/architecture.md, "The studio"). */
const STUDIO_FEATURES = ['analytics', 'calendar', 'ideas', 'import', 'insights', 'posts', 'productions', 'proposals', 'trust', 'usage'];
/** The public site's features: they load for visitors, so they never touch @mui/material or the studio's shared code. */
const PUBLIC_FEATURES = ['blog', 'site'];
const FEATURES = [...PUBLIC_FEATURES, 'auth', 'studio-shell', ...STUDIO_FEATURES];
/**
 * What a feature may import besides its own folder: the studio shell is the studio's composition root (the
 * admin page, its tabs and the dialogs that join several domains), so it alone may use the studio features.
 * Nothing imports the shell but the app's routes.
 */
const MAY_IMPORT = { 'studio-shell': STUDIO_FEATURES };

/** One `no-restricted-imports` rule from [regex, message] pairs. */
function restrict(...rules) {
  return { 'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }] };
}

const NOT_FROM_BROWSER = ['^@app/(?!site$)', 'The browser imports only @app/site of the shared packages (no entities, jobs or server code).'];
/**
 * The public pages' styles are classes resolved at build time (frontend/src/theme/define-styles): no
 * style engine runs in a visitor's browser. MUI (@mui/material, its icons, @mui/system) and emotion load
 * only with the studio and the code that opts in (theme/material-theme) below.
 */
const NO_MATERIAL = [
  '^(@mui/(material|icons-material|system)|@emotion/[^/]+)(/|$)',
  'Public code uses components/ui (button, typography, surface, icons…) and *.styles.ts classes (theme/define-styles): MUI and emotion are for the studio.',
];
const MATERIAL_ALLOWED = [
  ...['studio-shell', ...STUDIO_FEATURES, 'auth'].map((feature) => `frontend/src/features/${feature}/**`),
  // The studio's shared widgets and notifications (loaded with the studio's chunk and the login page's).
  'frontend/src/components/studio/**',
  'frontend/src/theme/theme.ts',
  'frontend/src/theme/static-theme.ts',
  // Build time only: the sx types of *.styles.ts, and their resolution in vite.config's buildTimeStyles.
  'frontend/src/theme/define-styles.ts',
  'frontend/src/theme/build-time-styles.ts',
  'frontend/src/theme/material-theme.tsx',
  'frontend/src/theme/customizations/**',
  // The mobile menu's drawer (loaded when a visitor opens it).
  'frontend/src/components/layout/mobile-menu.tsx',
];
/** The studio's shared code (components/studio, lib/studio) loads with the studio only: public code never imports it. */
const NO_STUDIO = ['^@/(components|lib)/studio(/|$)', 'Public code never imports the studio (components/studio, lib/studio): a visitor must not download it.'];
const NO_FEATURE = ['^@/(features|app)/', 'Shared front-end code must not depend on a feature or the app shell.'];
/** Shared front-end code: what several features use. components/studio and lib/studio are the studio's part of it. */
const SHARED = ['frontend/src/lib/**', 'frontend/src/components/**', 'frontend/src/config/**', 'frontend/src/theme/**'];
const STUDIO_SHARED = ['frontend/src/components/studio/**', 'frontend/src/lib/studio/**'];
const NO_SERVICE = [
  ['^@app/(gateway|worker)', 'A shared package never imports a service.'],
  ['(^|/)services/', 'A shared package never imports a service.'],
];
const NO_DEMO_CONTENT = ['^@app/demo-content', 'The demo content is seeded by npm start and the tests; a service never imports it.'];

/**
 * Every query lives in a repository (docs/architecture.md, "One way to reach the data"): raw SQL (`.query`), query
 * builders, TypeORM's repositories and the EntityManager's calls on an entity class belong in `*.repository.ts`
 * classes. A service or handler may still open a transaction and hand its manager to repositories. Tests,
 * migrations and the database tooling (dump and restore, the migration lock) are not held to it.
 */
const QUERY_MESSAGE = 'Every query lives in a repository: move it into a *.repository.ts class and call that (docs/architecture.md, "One way to reach the data").';
const ENTITY_MANAGER_CALLS = [
  'find', 'findBy', 'findOne', 'findOneBy', 'findOneOrFail', 'findOneByOrFail', 'findAndCount', 'findAndCountBy',
  'count', 'countBy', 'exists', 'existsBy', 'sum', 'average', 'minimum', 'maximum',
  'save', 'insert', 'update', 'upsert', 'delete', 'softDelete', 'restore', 'remove', 'increment', 'decrement', 'clear',
];
const NO_QUERIES = {
  'no-restricted-syntax': [
    'error',
    { selector: 'CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository)$/]', message: QUERY_MESSAGE },
    // `manager.find(BlogPost, …)`: an EntityManager call names its entity class first (a Map's delete(key) or
    // an array's find(Boolean) does not).
    {
      selector: `CallExpression[callee.property.name=/^(${ENTITY_MANAGER_CALLS.join('|')})$/][arguments.0.type='Identifier'][arguments.0.name=/^(?!(Boolean|Number|String)$)[A-Z][a-z]/]`,
      message: QUERY_MESSAGE,
    },
  ],
};
const QUERY_TOOLING = ['packages/contract/src/database/backup.ts', 'packages/contract/src/database/migrate.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'coverage/**', 'bench/results/**', '**/*.mjs', '**/*.cjs', '**/*.js'] },
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads each imported file itself to follow cycles: it needs the TypeScript parser for that.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'frontend/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The codebase's own conventions, kept as they are.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Front end: shared code flows lib/components/config -> features -> app. The shared code the public pages
  // use never imports the studio's (components/studio, lib/studio); that one may use the public shared code.
  { files: SHARED, rules: restrict(NOT_FROM_BROWSER, NO_FEATURE, NO_STUDIO) },
  { files: SHARED, ignores: MATERIAL_ALLOWED, rules: restrict(NOT_FROM_BROWSER, NO_FEATURE, NO_STUDIO, NO_MATERIAL) },
  { files: STUDIO_SHARED, rules: restrict(NOT_FROM_BROWSER, NO_FEATURE) },
  ...FEATURES.map((feature) => {
    const allowed = [feature, ...(MAY_IMPORT[feature] ?? [])].join('|');
    const message = 'Features do not import each other: move what both need to components/ or lib/ (components/studio, lib/studio for the studio), or let the studio shell compose them.';
    return {
      files: [`frontend/src/features/${feature}/**`],
      rules: restrict(
        ...(PUBLIC_FEATURES.includes(feature) ? [NO_MATERIAL, NO_STUDIO] : []),
        NOT_FROM_BROWSER,
        [`^@/features/(?!(${allowed})/)`, message],
        [`^\\.\\./\\.\\./(?!(${allowed})/)[^./]+/`, message],
        ['^@/app/', 'A feature must not depend on the app shell.'],
      ),
    };
  }),
  { files: ['frontend/**'], ignores: [...SHARED, 'frontend/src/features/**'], rules: restrict(NOT_FROM_BROWSER) },
  { files: ['frontend/src/app/**', 'frontend/src/main.tsx', 'frontend/src/entry-server.tsx'], ignores: MATERIAL_ALLOWED, rules: restrict(NOT_FROM_BROWSER, NO_MATERIAL, NO_STUDIO) },
  // Services talk through the queue and the database, never through each other's code.
  // (Integration tests may start the other service: only the source is held to this.)
  {
    files: ['services/gateway/src/**'],
    rules: restrict(['^@app/worker', 'The gateway never imports the worker.'], ['(^|/)worker/src/', 'The gateway never imports the worker.'], NO_DEMO_CONTENT),
  },
  {
    files: ['services/worker/src/**'],
    rules: restrict(['^@app/gateway', 'The worker never imports the gateway.'], ['(^|/)gateway/src/', 'The worker never imports the gateway.'], NO_DEMO_CONTENT),
  },
  // The packages, by who may import them: site (everyone, so it depends on nothing), contract (both
  // services), cover-designer (both services), demo-content (npm start, tests, benchmarks).
  { files: ['packages/site/**'], rules: restrict(['^@app/', 'The site package depends on nothing: the browser imports it.'], ...NO_SERVICE) },
  {
    files: ['packages/contract/**'],
    rules: restrict(['^@app/(cover-designer|demo-content)', 'The contract depends only on @app/site.'], ...NO_SERVICE),
  },
  { files: ['packages/cover-designer/**'], rules: restrict(NO_DEMO_CONTENT, ...NO_SERVICE) },
  { files: ['packages/demo-content/**', 'packages/testing/**'], rules: restrict(...NO_SERVICE) },
  {
    files: ['services/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.spec.ts', '**/*.test.ts', '**/migrations/**', ...QUERY_TOOLING],
    rules: NO_QUERIES,
  },
);
