import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentLastModified } from './content-dates.ts';

const FIRST_COMMIT = '2024-03-01T10:00:00.000Z';
const SECOND_COMMIT = '2025-07-15T08:30:00.000Z';
const MTIME = new Date('2023-01-02T03:04:05.000Z');

let root = '';
let repo = '';

function git(cwd: string, args: string[], date?: string) {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
  });
}

function write(file: string, text: string) {
  writeFileSync(file, text);
  utimesSync(file, MTIME, MTIME);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-dates-'));
  repo = path.join(root, 'repo');
  mkdirSync(repo);
  git(repo, ['init', '-q', '-b', 'main']);
  write(path.join(repo, 'old.mdx'), 'old');
  write(path.join(repo, 'changed.mdx'), 'first');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-q', '-m', 'first'], FIRST_COMMIT);
  write(path.join(repo, 'changed.mdx'), 'second');
  git(repo, ['commit', '-q', '-am', 'second'], SECOND_COMMIT);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('contentLastModified', () => {
  test('is the date of the last commit that touched the file, not of the last commit', () => {
    expect(contentLastModified(path.join(repo, 'old.mdx'))).toBe(FIRST_COMMIT);
    expect(contentLastModified(path.join(repo, 'changed.mdx'))).toBe(SECOND_COMMIT);
  });

  test('is the modification time of a file changed since its last commit, or one git does not track', () => {
    const untracked = path.join(repo, 'untracked.mdx');
    write(untracked, 'new');
    expect(contentLastModified(untracked)).toBe(MTIME.toISOString());
    write(path.join(repo, 'old.mdx'), 'edited');
    expect(contentLastModified(path.join(repo, 'old.mdx'))).toBe(MTIME.toISOString());
    git(repo, ['checkout', '-q', '--', 'old.mdx']);
    rmSync(untracked);
  });

  test('is the modification time outside any repository', () => {
    const outside = path.join(root, 'outside');
    mkdirSync(outside);
    write(path.join(outside, 'page.mdx'), 'text');
    // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
    const ceiling = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = root;
    try {
      expect(contentLastModified(path.join(outside, 'page.mdx'))).toBe(MTIME.toISOString());
    } finally {
      if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = ceiling;
    }
  });

  test('is unknown in a shallow clone for a file whose last change is older than the history it holds', () => {
    const shallow = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    expect(contentLastModified(path.join(shallow, 'changed.mdx'))).toBeUndefined();
    expect(contentLastModified(path.join(shallow, 'old.mdx'))).toBeUndefined();

    const deeper = path.join(root, 'deeper');
    git(root, ['clone', '-q', '--depth', '2', `file://${repo}`, deeper]);
    expect(contentLastModified(path.join(deeper, 'changed.mdx'))).toBe(SECOND_COMMIT);
  });

  test('is unknown for a file that does not exist', () => {
    expect(contentLastModified(path.join(repo, 'missing.mdx'))).toBeUndefined();
  });
});
