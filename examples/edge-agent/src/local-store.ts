// The device's own copy of its memories and its place in the cloud's change feed: one JSON file
// in the data directory.
//
// Design notes:
// - Every change is on disk before its method returns. A save writes a temporary file beside the
//   real one, flushes it, and renames it over the real one: a rename within a directory is
//   atomic, so a power cut leaves the old file or the new one, never half of one. Saves run one
//   after another, each writing the state as it is when its turn comes.
// - A memory written on the device gets a fresh local id and `memoryId` null until the cloud
//   acknowledges it; that id is what makes its push idempotent. A memory learned from the cloud
//   has no local id. At most one memory is kept per `memoryId`: when the cloud collapsed two
//   identical texts into one memory, the later copy is folded into the one already held.
// - A pulled page and the cursor that ends it are saved in the same write, so the cursor is
//   never ahead of what the file holds. Changes are applied by `memoryId`, so applying a page a
//   second time (after a lost answer) changes nothing.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemoryCategory } from './sdk.js';

export interface NewMemory {
  text: string;
  collection: string;
  category?: MemoryCategory;
  importance?: number;
  metadata?: Record<string, unknown>;
}

export interface LocalMemory extends NewMemory {
  /** The device's id of a memory written here; null for a memory learned from the cloud. */
  localId: string | null;
  /** The cloud's id, once the cloud acknowledged the memory; null while unsynced. */
  memoryId: string | null;
  /** Why the cloud refused this memory for good: it stays on the device but is not pushed again. */
  rejected?: string;
}

/** A memory written here and waiting to be pushed: it has its local id. */
export type UnsyncedMemory = Readonly<LocalMemory> & { readonly localId: string };

/** What one pushed memory became in the cloud (the push answer's `results`). */
export interface PushOutcome {
  localId: string;
  memoryId: string;
  status: 'created' | 'existing' | 'duplicate' | 'forgotten';
}

/** One entry of the cloud's change feed. */
export interface CloudChange {
  change: 'stored' | 'forgotten';
  memoryId: string;
  collection: string;
  text: string | null;
  category: MemoryCategory | null;
  importance: number | null;
  metadata: Record<string, unknown> | null;
  /** This device's local id of the memory, when this device pushed it. */
  localId: string | null;
}

interface StoreFile {
  format: 1;
  cursor: string | null;
  memories: LocalMemory[];
}

export const STORE_FILE_NAME = 'memories.json';

export class LocalStore {
  private saving: Promise<void> = Promise.resolve();
  private saves = 0;

  private constructor(
    private readonly file: string,
    private state: StoreFile,
  ) {}

  /** Opens the store of a data directory, creating the directory; an empty store when there is no file yet. */
  static async open(dataDir: string): Promise<LocalStore> {
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, STORE_FILE_NAME);
    // a save cut short (power lost before its rename) leaves its temporary file: the real one is intact
    for (const name of await readdir(dataDir)) {
      if (name.startsWith(`${STORE_FILE_NAME}.`) && name.endsWith('.tmp'))
        await rm(join(dataDir, name), { force: true });
    }
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      return new LocalStore(file, { format: 1, cursor: null, memories: [] });
    }
    // A file that does not parse is not silently replaced: its memories may be the only copy.
    const state = JSON.parse(text) as StoreFile;
    if (state.format !== 1 || !Array.isArray(state.memories))
      throw new Error(`${file} is not an edge-agent store (format 1).`);
    return new LocalStore(file, state);
  }

  /** The `next_cursor` of the last page applied; null before the first pull. */
  get cursor(): string | null {
    return this.state.cursor;
  }

  get size(): number {
    return this.state.memories.length;
  }

  all(): readonly Readonly<LocalMemory>[] {
    return this.state.memories;
  }

  /** Memories written here that the cloud has not acknowledged yet (and did not refuse for good). */
  unsynced(): UnsyncedMemory[] {
    return this.state.memories.filter(
      (m): m is UnsyncedMemory => m.localId !== null && m.memoryId === null && m.rejected === undefined,
    );
  }

  /** Adds a memory written on the device, with a fresh local id. */
  async remember(memory: NewMemory, localId: string = randomUUID()): Promise<Readonly<LocalMemory>> {
    if (this.state.memories.some((m) => m.localId === localId)) throw new Error(`local id ${localId} is taken`);
    const added: LocalMemory = { ...withoutUndefined(memory), localId, memoryId: null };
    this.state.memories.push(added);
    await this.save();
    return added;
  }

  /** Records what a push became: acknowledged (created, existing, duplicate), or dropped (forgotten in the cloud). */
  async recordPushOutcomes(outcomes: readonly PushOutcome[]): Promise<void> {
    for (const outcome of outcomes) {
      const memory = this.state.memories.find((m) => m.localId === outcome.localId);
      if (!memory) continue;
      if (outcome.status === 'forgotten') this.remove(memory);
      else this.acknowledge(memory, outcome.memoryId);
    }
    await this.save();
  }

  /** Keeps a memory the cloud refused for good, with the reason, and stops offering it for push. */
  async markRejected(localId: string, reason: string): Promise<void> {
    const memory = this.state.memories.find((m) => m.localId === localId);
    if (!memory) return;
    memory.rejected = reason;
    await this.save();
  }

  /** Applies one pulled page in order and saves it together with the cursor that ends it. */
  async applyPage(changes: readonly CloudChange[], nextCursor: string): Promise<void> {
    for (const change of changes) {
      if (change.change === 'forgotten')
        this.state.memories = this.state.memories.filter((m) => m.memoryId !== change.memoryId);
      else this.applyStored(change);
    }
    this.state.cursor = nextCursor;
    await this.save();
  }

  private applyStored(change: CloudChange): void {
    if (change.text === null) return;
    const held = this.state.memories.find((m) => m.memoryId === change.memoryId);
    // this device's own memory whose push answer was lost: the feed confirms it
    const unconfirmed =
      change.localId === null
        ? undefined
        : this.state.memories.find((m) => m.localId === change.localId && m.memoryId === null);
    let memory: LocalMemory;
    if (held !== undefined) {
      memory = held;
      if (unconfirmed !== undefined) this.remove(unconfirmed); // the cloud made it the memory already held
    } else if (unconfirmed !== undefined) {
      memory = this.acknowledge(unconfirmed, change.memoryId);
    } else {
      memory = { localId: change.localId, memoryId: change.memoryId, text: change.text, collection: change.collection };
      this.state.memories.push(memory);
    }
    // the cloud's copy is the memory: first write of a local id wins, and the cloud may have filled in the category
    memory.localId ??= change.localId;
    memory.text = change.text;
    memory.collection = change.collection;
    if (change.category !== null) memory.category = change.category;
    if (change.importance !== null) memory.importance = change.importance;
    if (change.metadata !== null) memory.metadata = change.metadata;
  }

  /** Sets the memory's cloud id, folding it into the memory already held under that id; answers the one kept. */
  private acknowledge(memory: LocalMemory, memoryId: string): LocalMemory {
    const holder = this.state.memories.find((m) => m !== memory && m.memoryId === memoryId);
    if (holder === undefined) {
      memory.memoryId = memoryId;
      delete memory.rejected;
      return memory;
    }
    holder.localId ??= memory.localId;
    this.remove(memory);
    return holder;
  }

  private remove(memory: LocalMemory): void {
    this.state.memories = this.state.memories.filter((m) => m !== memory);
  }

  private save(): Promise<void> {
    const turn = this.saving.then(() => this.writeNow());
    this.saving = turn.catch(() => undefined); // one failed save must not block the next
    return turn;
  }

  private async writeNow(): Promise<void> {
    const temporary = `${this.file}.${process.pid}.${++this.saves}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(this.state, null, 1));
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, this.file);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }
}

function withoutUndefined(memory: NewMemory): NewMemory {
  return Object.fromEntries(Object.entries(memory).filter(([, value]) => value !== undefined)) as unknown as NewMemory;
}
