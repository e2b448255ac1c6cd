// The agent's settings, read once from environment variables, with the reason when one is wrong.
import type { NetworkType, SyncDirection } from './sdk.js';

export interface AgentSettings {
  serviceUrl: string;
  deviceId: string;
  deviceToken: string;
  dataDir: string;
  direction: SyncDirection;
  /** Collections to pull; null for all. */
  pullCollections: string[] | null;
  /** Where lines typed on standard input are remembered. */
  collection: string;
  heartbeatIntervalMs: number;
  pullIntervalMs: number;
  networkType: NetworkType | undefined;
}

const DIRECTIONS: readonly SyncDirection[] = ['push', 'pull', 'both'];
const NETWORKS: readonly NetworkType[] = ['WIFI', 'CELLULAR', 'ETHERNET', 'SATELLITE'];

export class SettingsError extends Error {}

export function readSettings(env: NodeJS.ProcessEnv): AgentSettings {
  const collections = optional(env, 'PULL_COLLECTIONS')
    ?.split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    serviceUrl: required(env, 'SERVICE_URL'),
    deviceId: required(env, 'DEVICE_ID'),
    deviceToken: required(env, 'DEVICE_TOKEN'),
    dataDir: optional(env, 'DATA_DIR') ?? './edge-agent-data',
    direction: oneOf(env, 'SYNC_DIRECTION', DIRECTIONS) ?? 'both',
    pullCollections: collections && collections.length > 0 ? collections : null,
    collection: optional(env, 'COLLECTION') ?? 'agent-memory',
    heartbeatIntervalMs: milliseconds(env, 'HEARTBEAT_INTERVAL_MS', 30_000),
    pullIntervalMs: milliseconds(env, 'PULL_INTERVAL_MS', 300_000),
    networkType: oneOf(env, 'NETWORK_TYPE', NETWORKS),
  };
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = optional(env, name);
  if (value === undefined) throw new SettingsError(`${name} is required.`);
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new SettingsError(`${name} must be one of ${allowed.join(', ')} (got '${value}').`);
  return found;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100)
    throw new SettingsError(`${name} must be a whole number of milliseconds, at least 100 (got '${value}').`);
  return ms;
}
