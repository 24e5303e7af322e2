import { expect, test } from 'vitest';
import { buildOutput } from './build-output.ts';

test("npm start's build (BUILD_QUIET=1) prints warnings and errors only, without chunk sizes or plugin timings", () => {
  expect(buildOutput({ BUILD_QUIET: '1' })).toEqual({ logLevel: 'warn', bundlerTimings: false });
});

test('npm run build by hand prints everything', () => {
  expect(buildOutput({})).toEqual({ logLevel: 'info', bundlerTimings: true });
});
