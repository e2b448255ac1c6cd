// A TCP proxy in front of the service that, while lossy, loses and delays traffic on purpose:
//
// - delays a request before passing it on (0 to maxDelayMs);
// - drops a connection before its request reaches the service: the client sees a reset, and the
//   service never saw the request;
// - drops a connection after the request reached the service, before its answer gets back (half
//   the time after passing on part of the answer): the service did the work, the client never
//   heard. This is the case that proves a protocol idempotent.
//
// Clients keep connections alive (fetch through undici does), so faults are decided per request
// on a connection, not per connection: a request starts with the first bytes the client sends
// after the previous answer began, and an answer with the first bytes the service sends back
// after a request (HTTP/1.1 without pipelining, as undici sends). A dropped connection takes any
// later requests of that connection with it, as a real cut link would.
//
// The decisions come from a seeded generator, so a failing run can be repeated with its seed: the
// same seed gives the same sequence of decisions (which request meets which decision still
// depends on timing). heal() ends the faults; the counts say what was done.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface LossyFaults {
  /** Share of requests whose connection is dropped before the request reaches the service. */
  dropBeforeRate: number;
  /** Share of answers whose connection is dropped after the request reached the service. */
  dropAfterRate: number;
  /** Share of requests held back, each for 0 to maxDelayMs. */
  delayRate: number;
  maxDelayMs: number;
}

export interface FaultCounts {
  connections: number;
  requests: number;
  delayed: number;
  droppedBefore: number;
  droppedAfter: number;
  /** Of droppedAfter: part of the answer was passed on before the cut. */
  cutMidAnswer: number;
}

const DEFAULT_FAULTS: LossyFaults = { dropBeforeRate: 0.1, dropAfterRate: 0.1, delayRate: 0.3, maxDelayMs: 300 };

interface Link {
  client: Socket;
  upstream: Socket;
  /** A request was passed on and no byte of its answer has come back yet. */
  awaitingAnswer: boolean;
}

export class LossyProxy {
  readonly counts: FaultCounts = {
    connections: 0,
    requests: 0,
    delayed: 0,
    droppedBefore: 0,
    droppedAfter: 0,
    cutMidAnswer: 0,
  };
  private readonly links = new Set<Link>();
  private readonly random: () => number;
  private faulty = true;

  private constructor(
    private readonly server: Server,
    private readonly target: { host: string; port: number },
    private readonly faults: LossyFaults,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  /** Starts a lossy proxy to `targetUrl` (http) on 127.0.0.1 and a free port. */
  static async start(targetUrl: string, options: { seed: number; faults?: Partial<LossyFaults> }): Promise<LossyProxy> {
    const url = new URL(targetUrl);
    const server = createServer();
    const proxy = new LossyProxy(
      server,
      { host: url.hostname, port: Number(url.port) },
      { ...DEFAULT_FAULTS, ...options.faults },
      options.seed,
    );
    server.on('connection', (client) => proxy.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get url(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  get lossy(): boolean {
    return this.faulty;
  }

  /** Ends all faults: from now on every byte is passed on at once. */
  heal(): void {
    this.faulty = false;
  }

  async close(): Promise<void> {
    for (const link of this.links) this.drop(link);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    this.counts.connections++;
    const upstream = connect(this.target.port, this.target.host);
    const link: Link = { client, upstream, awaitingAnswer: false };
    this.links.add(link);
    client.setNoDelay(true);
    upstream.setNoDelay(true);

    client.on('data', (chunk: Buffer) => {
      client.pause();
      void this.passRequestBytes(link, chunk).then(() => {
        if (!client.destroyed) client.resume();
      });
    });
    upstream.on('data', (chunk: Buffer) => this.passAnswerBytes(link, chunk));
    // natural ends pass on gracefully (what was written still arrives); errors end both sides
    client.on('end', () => endGracefully(upstream));
    upstream.on('end', () => endGracefully(client));
    client.on('close', () => {
      this.links.delete(link);
      upstream.destroy();
    });
    upstream.on('close', () => {
      this.links.delete(link);
      endGracefully(client);
    });
    const fail = () => {
      this.links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', fail);
    upstream.on('error', fail);
  }

  private async passRequestBytes(link: Link, chunk: Buffer): Promise<void> {
    const startsRequest = !link.awaitingAnswer;
    link.awaitingAnswer = true;
    if (startsRequest) {
      this.counts.requests++;
      if (this.decide(this.faults.dropBeforeRate)) {
        this.counts.droppedBefore++;
        this.drop(link);
        return;
      }
      if (this.decide(this.faults.delayRate)) {
        this.counts.delayed++;
        await new Promise((resolve) => setTimeout(resolve, Math.floor(this.random() * this.faults.maxDelayMs)));
        if (link.client.destroyed) return;
      }
    }
    link.upstream.write(chunk);
  }

  private passAnswerBytes(link: Link, chunk: Buffer): void {
    if (link.awaitingAnswer) {
      link.awaitingAnswer = false;
      if (this.decide(this.faults.dropAfterRate)) {
        this.counts.droppedAfter++;
        if (this.random() < 0.5) {
          // the first half of the answer arrives, then the connection closes in the middle of it
          this.counts.cutMidAnswer++;
          this.links.delete(link);
          link.upstream.destroy();
          link.client.end(chunk.subarray(0, Math.floor(chunk.length / 2)), () => link.client.destroy());
          return;
        }
        this.drop(link);
        return;
      }
    }
    link.client.write(chunk);
  }

  private decide(rate: number): boolean {
    return this.faulty && this.random() < rate;
  }

  /** Cuts both sides: the client gets a reset, like a link that went down. */
  private drop(link: Link): void {
    this.links.delete(link);
    if (!link.client.destroyed) link.client.resetAndDestroy();
    link.upstream.destroy();
  }
}

function endGracefully(socket: Socket): void {
  if (!socket.destroyed && !socket.writableEnded) socket.end();
}

/** A small seeded generator (xorshift32 over a mixed seed), uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}
