import { startServer } from '#server/server.ts';
import { fixtureDist } from '#server/test/fixture-dist.ts';

// The process `node server/server.ts` is (configuration from the environment, migrations, graceful stop),
// serving the server tests' small fixture build, so the fault tests need no `npm run build`.
await startServer({ distDir: fixtureDist() });
