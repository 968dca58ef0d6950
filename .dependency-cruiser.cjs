/**
 * The house's boundaries as dependency-cruiser rules (docs/architecture.md §2), run by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-neither-side',
      comment: 'src/shared is imported by both sides and imports neither (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'The web and the server never import each other: they meet in src/shared (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^src/(web|server)/' },
      to: { path: '^src/(web|server)/', pathNot: '^src/$1/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle between files, import type included: a circle of types still ties two files so that neither can move or change alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'web-feature-through-index',
      comment: 'A web feature reaches another feature only through its index.ts (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'server-module-through-index',
      comment: 'A server module reaches another module only through its index.ts (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-sql-in-routes',
      comment: 'Routes and plugins hold no SQL and no Drizzle: they call a service (docs/architecture.md §2).',
      severity: 'error',
      from: { path: ['^src/server/modules/.+routes\\.ts$', '^src/server/plugins/'] },
      to: { path: ['node_modules/drizzle-orm/', '^src/server/db/schema'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No two modules, features or sub-folders import each other, directly or round a circle (docs/architecture.md §2).',
      severity: 'error',
      scope: 'folder',
      // The money modules had their own informing rule while their cycles waited (ADR 0040); since
      // ADR 0043 they have none and this rule holds for them too.
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Unit tests sit beside what they test and may reach its internals; nothing imports a test, so
    // leaving them out hides no circle (docs/architecture.md §2).
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
