import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** `npm start`: builds the site when there is no build yet, then starts the production server. */
const shell = path.join(import.meta.dirname, '..', 'dist', 'client', 'index.html');
if (!existsSync(shell)) {
  console.log('No build found: building the site first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { startServer } = await import('./server.ts');
await startServer();
