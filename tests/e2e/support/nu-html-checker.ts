import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The vnu-jar package's export is the path of the checker's jar. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
}

/** Every HTML file under a folder, as paths. */
export function htmlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(folder, file));
}

/**
 * The Nu Html Checker's errors on the given files, as "<file>:<line>: <message>" relative to `root`: one Java
 * process for all of them, as its start costs more than checking a page.
 */
export async function nuHtmlCheckerErrors(files: readonly string[], root: string): Promise<string[]> {
  const stderr = await new Promise<string>((resolve, reject) => {
    // It answers on stderr, and exits with 1 when it has found an error: the JSON is the verdict, not the status.
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, output) => {
        if (error && 'code' in error && error.code === 'ENOENT') {
          reject(
            new Error(
              'The Nu Html Checker needs Java 11 or later on the PATH (Debian: apt-get install default-jre-headless)',
            ),
          );
        } else if (!output.trimStart().startsWith('{')) {
          reject(new Error(`The Nu Html Checker did not answer with JSON: ${error?.message ?? output}`));
        } else {
          resolve(output);
        }
      },
    );
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type !== 'info')
    .map((message) => {
      const file = message.url ? path.relative(root, new URL(message.url).pathname) : '(no file)';
      return `${file}:${message.lastLine ?? '?'}: ${message.message}`;
    });
}
