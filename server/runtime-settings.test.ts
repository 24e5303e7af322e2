import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { COMPILE_CACHE_DIR, NODE_FLAGS, RUNTIME_ENVIRONMENT } from './runtime-settings.ts';

const ROOT = path.join(import.meta.dirname, '..');
const UNIT = readFileSync(path.join(ROOT, 'deploy', 'systemd', 'fakexrmeasy@.service'), 'utf8');

test("deploy/'s systemd unit starts an instance with the runtime settings npm start and the cluster use", () => {
  const execStart = UNIT.match(/^ExecStart=(.*)$/m)?.[1]?.split(' ');
  expect(execStart).toEqual(['/usr/bin/node', ...NODE_FLAGS, 'server/server.ts']);
  const environment = Object.fromEntries(
    [...UNIT.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
  );
  // The unit names the cache relative to its WorkingDirectory, the checkout.
  const expected = { ...RUNTIME_ENVIRONMENT, NODE_COMPILE_CACHE: path.relative(ROOT, COMPILE_CACHE_DIR) };
  for (const [name, value] of Object.entries(expected)) expect(environment[name], name).toBe(value);
});
