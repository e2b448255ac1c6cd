// How values read on screen: times in UTC to the minute, sizes in bytes with units, scores and
// importance with a fixed number of decimals.
import type { MemoryCategory } from './sdk.js';

export function formatTime(time: Date | null | undefined): string {
  if (!time || Number.isNaN(time.getTime())) return '—';
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

export function formatScore(score: number): string {
  return score.toFixed(3);
}

export function formatImportance(importance: number): string {
  return importance.toFixed(2);
}

export function formatCount(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** The categories in the contract's order, with the words the console shows for them. */
export const CATEGORY_LABELS: Record<MemoryCategory, string> = {
  preference: 'Preference',
  decision: 'Decision',
  fact: 'Fact',
  entity: 'Entity',
  other: 'Other',
};
