import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NODE_FLAGS, RUNTIME_ENVIRONMENT } from './runtime-settings.ts';
import { buildEnvironment, startMode, whyBuild } from './start-build.ts';

/**
 * `npm start`: builds the site when there is no build yet or, in development, when the sources changed since the
 * last one (start-build.ts), then becomes the server, started with the runtime settings an instance has in
 * production (runtime-settings.ts). Anything already set is kept.
 */
const mode = startMode(process.env);
const reason = whyBuild(path.join(import.meta.dirname, '..'), mode);
if (reason) {
  console.log(reason);
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: buildEnvironment(process.env),
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server reads it: a log for a terminal rather than JSON lines (logger.ts), each e-mail's links on lines of
// their own (mail/transport.ts).
if (mode === 'development') process.env.NODE_ENV = 'development';

const flagName = (flag: string) => flag.split('=')[0] as string;
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
const missingFlags = NODE_FLAGS.filter((flag) => !given.includes(flagName(flag)));
const unset = Object.keys(RUNTIME_ENVIRONMENT).filter((name) => process.env[name] === undefined);
// These are read as a process starts: this one is replaced by a new `node` with them (the same process id, so
// Ctrl-C and a supervisor reach the server). Windows has no exec: the server starts here without them.
if ((missingFlags.length > 0 || unset.length > 0) && process.execve) {
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...missingFlags, path.join(import.meta.dirname, 'server.ts')],
    { ...RUNTIME_ENVIRONMENT, ...process.env },
  );
}
const { startServer } = await import('./server.ts');
await startServer();
