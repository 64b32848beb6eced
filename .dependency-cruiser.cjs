// The server's house rules (issue 34, decision 0157), checked by `npm run lint`:
// - module folders form a one-way graph: a module imports only modules listed BEFORE it here;
// - a module offers use cases, never its repository: no import of another module's *.repository;
// - routes never touch the database: a *.routes.ts file imports no table and no query builder;
// - no loop of runtime imports between files anywhere in the server.
// docs/modules.md explains the order and what each module owns.

/** Lowest first. A new module is placed where everything it imports stands before it. */
const MODULE_ORDER = [
  // Foundations: reference data, articles, shoppers' identity, the book of money entries.
  'master',
  'content',
  // The door to messages (issue 35): only writes outbox rows, so every owner can call it.
  'outbox',
  'accounts',
  'ledger',
  // What is sold and who sells it.
  'catalog',
  'stores',
  'favourites',
  'seller-accounts',
  'stock',
  'stock-import',
  'seller-benefits',
  'seller-promotions',
  // Buying: the cart, the shop's settings it is priced with, orders, payments.
  'cart',
  'store-setup',
  // A shopper's warranty per fitted tyre and its claims (issue 36): orders registers a fitting.
  'warranty',
  'orders',
  'payments',
  // What the shop and the platform read and pay out afterwards.
  'income',
  'money',
  // Messages to people: the outbox worker, LINE, reminders, preferences (issue 35).
  'messages',
  'reports',
  'dashboard',
  'reviews',
  'users',
  // Pages and helpers that sit on top.
  'images',
  'home',
  'calculator',
  'seo',
  'dev',
  'admin',
];

const MODULES = 'apps/server/src/modules';
const esc = (name) => name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

const oneWay = MODULE_ORDER.flatMap((name, i) => {
  const later = MODULE_ORDER.slice(i + 1);
  if (later.length === 0) return [];
  return [
    {
      name: `one-way-doors:${name}`,
      comment: `${name} may import only modules listed before it in .dependency-cruiser.cjs`,
      severity: 'error',
      from: { path: `^${MODULES}/${esc(name)}/` },
      to: { path: `^${MODULES}/(${later.map(esc).join('|')})/` },
    },
  ];
});

module.exports = {
  forbidden: [
    ...oneWay,
    {
      name: 'module-not-in-order',
      comment: 'every module folder is placed in MODULE_ORDER',
      severity: 'error',
      from: { path: `^${MODULES}/` },
      to: {
        path: `^${MODULES}/[^/]+/`,
        pathNot: `^${MODULES}/(${MODULE_ORDER.map(esc).join('|')})/`,
      },
    },
    {
      name: 'no-reach-into-repository',
      comment: 'a module offers use cases; its repository is its own',
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/` },
      to: {
        path: `^${MODULES}/([^/]+)/.*\\.repository\\.ts$`,
        pathNot: `^${MODULES}/$1/`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'routes-never-touch-the-database',
      comment: 'a route parses, calls a use case and answers',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '^(apps/server/src/db/schema/|node_modules/drizzle-orm/)' },
    },
    {
      name: 'no-loop',
      comment: 'files import each other in no loop (type-only imports aside)',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.ts$|/test/|/dist/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
