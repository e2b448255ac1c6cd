// A model call a caller pays for: the request and its tokens are counted against the caller's
// quotas while the model embeds the text in its own thread, so the database work and the model
// overlap instead of adding up. A refused charge drops the vector; a model failure gives the
// charge back.
import type { Caller } from '../accounts/caller.js';
import type { CallCharge, QuotaService } from '../usage/quota.service.js';
import type { UsageOperation } from '../usage/usage-operations.js';
import type { Embedder, PreparedText, VectorVariant } from './embedder.js';

/** The usage operations that call the model. */
export type MeteredOperation = Extract<UsageOperation, 'intelligence' | 'store' | 'search' | 'embed' | 'forget'>;

export interface MeteredCall {
  prepared: PreparedText;
  charge: CallCharge;
  /** The text's vector; when the model fails, the charge is given back before it rejects. */
  vector: Promise<Float32Array>;
  /** Which model variant makes the vector. */
  variant: VectorVariant;
}

/** Operations whose text is a query someone waits on: short ones go to the query lane (embedding/index.ts). */
const QUERY_OPERATIONS: ReadonlySet<MeteredOperation> = new Set(['search', 'forget']);

/**
 * The model reads a query's first window only (its first few hundred tokens; the keyword signal
 * still reads all of it). Every window of a text costs the shared model alike, and a query of
 * 12,000 characters held it for about 7 s, while the other accounts' requests waited.
 */
function queryPart(prepared: PreparedText): PreparedText {
  return prepared.windows.length <= 1 ? prepared : { ...prepared, windows: prepared.windows.slice(0, 1) };
}

export class MeteredEmbedder {
  constructor(
    private readonly embedder: Embedder,
    private readonly quota: QuotaService,
    /** Told of each embedding the model made for a caller (the monitoring figures). */
    private readonly onEmbedded: () => void = () => undefined,
    /** The query lane, when there is one. */
    private readonly queryEmbedder: Embedder | null = null,
  ) {}

  /** The query lane for the query of a search or forget while it serves; the main embedder otherwise. */
  private laneFor(prepared: PreparedText, operation: MeteredOperation | undefined): Embedder {
    const lane = this.queryEmbedder;
    const isQuery = operation !== undefined && QUERY_OPERATIONS.has(operation) && prepared.windows.length === 1;
    return lane && isQuery && lane.status().state === 'ready' ? lane : this.embedder;
  }

  /**
   * Tokenizes the text, starts the model on it, and counts the call (under its operation, when
   * given) meanwhile. With `embed: false` (a keyword search) the call is counted alike but the
   * model is not run, and `vector` rejects.
   */
  async start(
    caller: Caller,
    text: string,
    operation?: MeteredOperation,
    options: { embed?: boolean } = {},
  ): Promise<MeteredCall> {
    const prepared = await this.embedder.prepare(text, caller.accountId);
    const read = operation !== undefined && QUERY_OPERATIONS.has(operation) ? queryPart(prepared) : prepared;
    const lane = this.laneFor(read, operation);
    const embedding =
      options.embed === false
        ? Promise.reject(new Error('this call was counted without running the model'))
        : lane.embed([read]).then(([vector]) => vector!);
    embedding.catch(() => undefined); // awaited by vector(); a refused charge leaves it unread
    const charge = await this.quota.chargeCall(caller, prepared.tokens, operation);
    const vector = embedding.then(
      (v) => {
        this.onEmbedded();
        return v;
      },
      async (err: unknown) => {
        await charge.refundAll();
        throw err;
      },
    );
    vector.catch(() => undefined); // a caller that no longer needs the vector need not read it
    return { prepared, charge, vector, variant: lane.variant };
  }
}
