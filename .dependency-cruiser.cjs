// The import rules that keep the layout readable (docs/architecture.md, "The tree"): `npm run lint` runs
// them with `depcruise`. Each rule's comment is what a failing import is told.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: break it by moving what both need into a module they can both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-to-other-feature',
      severity: 'error',
      comment:
        'Features do not import each other. Move what two features share to client/components/ or client/lib/.',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'no-shared-client-code-to-features',
      severity: 'error',
      comment:
        'client/components/ and client/lib/ serve every feature, so they know none: pass what they need in.',
      from: { path: '^client/(components|lib)/' },
      to: { path: '^client/features/' },
    },
    {
      name: 'no-browser-code-to-build-time-code',
      severity: 'error',
      comment: 'build/ runs in Node while the site is built; nothing the browser loads may import it.',
      from: { path: '^client/' },
      to: { path: '^build/' },
    },
    {
      name: 'no-server-to-client',
      severity: 'error',
      comment: 'The server never imports the client source: what both need lives in shared/.',
      from: { path: '^server/' },
      to: { path: '^(client|build)/' },
    },
    {
      name: 'no-client-to-server',
      severity: 'error',
      comment: 'The browser never imports the server: what both need lives in shared/.',
      from: { path: '^(client|build)/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment:
        'shared/ runs in the browser and in Node alike: it imports nothing outside shared/ and no node:*.',
      from: { path: '^shared/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: '^(shared/|node_modules/)' },
    },
    {
      name: 'content-depends-only-on-shared',
      severity: 'error',
      comment:
        'content/ is data and its schema: it may import shared/ (and, in tests, the build that reads it).',
      from: { path: '^content/', pathNot: '[.]test[.]ts$' },
      to: { path: '^(client|server|build|bench|tests|scripts)/' },
    },
    {
      name: 'no-bench-to-tests',
      severity: 'error',
      comment: 'Benchmarks do not import the test suites: move what both need to scripts/ or shared/.',
      from: { path: '^bench/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-product-to-tests',
      severity: 'error',
      comment: 'Product code never imports test support.',
      from: { path: '^(client|server|shared|content|build)/', pathNot: '([.]test[.]tsx?$|/test/)' },
      to: { path: '(^tests/|[.]test[.]tsx?$|^client/test/|^server/test/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no JavaScript API yet, so swc parses the sources. swc reports type-only imports
    // as dependencies too, so a circle made of types alone is caught as well.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    exclude: { path: '^(dist|data|node_modules)/' },
  },
};
