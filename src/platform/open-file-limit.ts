// The process's open-file limit (its soft RLIMIT_NOFILE), which bounds its sockets and files.
import { readFileSync } from 'node:fs';

/** The soft limit on open files, or null where it cannot be read (not Linux, or unlimited). */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isInteger(soft) && soft > 0 ? soft : null;
  } catch {
    return null; // no /proc
  }
}
