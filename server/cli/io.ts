/** Where a command writes: the process's standard output and error, or a test's lists. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}
