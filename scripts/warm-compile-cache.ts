import { rmSync } from 'node:fs';
import module from 'node:module';
import { COMPILE_CACHE_DIR } from '#server/runtime-settings.ts';

/**
 * The last step of `npm run build`: loads every module an instance loads (the server and its migrations,
 * without starting anything) with Node's compile cache on, and writes it to dist/compile-cache/. An instance
 * started with NODE_COMPILE_CACHE pointing there (server/runtime-settings.ts) strips no TypeScript, so Node's
 * type stripper is never loaded into it, from its very first start; a module changed since the build is
 * compiled as usual.
 */
rmSync(COMPILE_CACHE_DIR, { recursive: true, force: true });
const enabled = module.enableCompileCache({ directory: COMPILE_CACHE_DIR, portable: true });
if (enabled.status !== module.constants.compileCacheStatus.ENABLED)
  throw new Error(`Node's compile cache could not be enabled in ${COMPILE_CACHE_DIR}: ${enabled.message}`);
// Imported only now, so that they are compiled with the cache on; server.ts starts nothing when imported.
const { FolderMigrationProvider } = await import('#server/db/migrate.ts');
await import('#server/server.ts');
await new FolderMigrationProvider().getMigrations();
module.flushCompileCache();
console.log(`compiled the server's modules into ${COMPILE_CACHE_DIR}`);
