// What a heartbeat reports about the device itself. A vendor replaces `hostVitals` with its own
// sensors (battery controller, modem); this version reads what a Linux host offers.
import { readdir, readFile, statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { NetworkType } from './sdk.js';

export interface Vitals {
  cpuUsagePct?: number;
  memoryUsagePct?: number;
  storageUsagePct?: number;
  batteryPct?: number;
  networkType?: NetworkType;
  signalStrengthDbm?: number;
}

const POWER_SUPPLIES = '/sys/class/power_supply';

/** CPU (load average over the cores), memory and storage of the data directory's file system; the battery when the host has one. */
export async function hostVitals(dataDir: string, networkType?: NetworkType): Promise<Vitals> {
  const disk = await statfs(dataDir);
  const battery = await batteryPct();
  return {
    cpuUsagePct: percent(loadavg()[0] ?? 0, cpus().length || 1),
    memoryUsagePct: percent(totalmem() - freemem(), totalmem()),
    storageUsagePct: percent(disk.blocks - disk.bavail, disk.blocks),
    ...(battery === undefined ? {} : { batteryPct: battery }),
    ...(networkType === undefined ? {} : { networkType }),
  };
}

async function batteryPct(): Promise<number | undefined> {
  try {
    for (const supply of await readdir(POWER_SUPPLIES)) {
      const type = (await readFile(join(POWER_SUPPLIES, supply, 'type'), 'utf8')).trim();
      if (type !== 'Battery') continue;
      const capacity = Number((await readFile(join(POWER_SUPPLIES, supply, 'capacity'), 'utf8')).trim());
      if (Number.isFinite(capacity)) return Math.min(100, Math.max(0, capacity));
    }
  } catch {
    /* no power-supply class here: a mains-powered device reports no battery */
  }
  return undefined;
}

function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (part / whole) * 100)) * 10) / 10;
}
