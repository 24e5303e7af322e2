import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * When a content file last changed, as an ISO 8601 date-time, read at build time: the date of the last commit
 * that touched it, or its modification time when git cannot say (no git, no repository, a file git does not
 * track, or changes not yet committed). Undefined when the date is not knowable: a missing file, or a shallow
 * clone whose history stops at the commit found (that commit brought every file, so its date says nothing
 * about this one; a fresh checkout's modification times are the checkout's).
 */
export function contentLastModified(file: string): string | undefined {
  const modifiedAt = modificationTime(file);
  if (!modifiedAt) return undefined;
  const history = gitHistory(file);
  if (history === 'unknowable') return undefined;
  return history ?? modifiedAt;
}

function modificationTime(file: string): string | undefined {
  try {
    return statSync(file).mtime.toISOString();
  } catch {
    return undefined;
  }
}

/** The file's last commit date; undefined when git cannot tell, 'unknowable' for a shallow clone's cut-off. */
function gitHistory(file: string): string | 'unknowable' | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    if (git('status', '--porcelain', '--', file)) return undefined;
    // %cI: the committer date, strict ISO 8601; %P: the parents, none for a shallow clone's oldest commit.
    const [date, ...parents] = git('log', '-1', '--format=%cI %P', '--', file).split(' ');
    if (!date) return undefined;
    if (parents.length === 0 && git('rev-parse', '--is-shallow-repository') === 'true') return 'unknowable';
    return new Date(date).toISOString();
  } catch {
    // No git on this machine, or the file is outside any repository.
    return undefined;
  }
}
