import { startServer } from '#server/server.ts';
import { FIXTURE_DIST } from '#server/test/test-app.ts';

// The process `node server/server.ts` is (configuration from the environment, migrations, graceful stop),
// serving the server tests' small fixture build, so the fault tests need no `npm run build`.
await startServer({ distDir: FIXTURE_DIST });
