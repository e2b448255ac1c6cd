// The state of something loaded once in the background: loading, ready, or failed with a reason.
import type { EmbedderStatus } from './embedder.js';

export class LoadingState<T> {
  private state: EmbedderStatus = { state: 'loading' };
  readonly promise: Promise<T>;

  constructor(load: () => Promise<T>, describeFailure: (err: Error) => string) {
    this.promise = load().then(
      (value) => {
        this.state = { state: 'ready' };
        return value;
      },
      (err: unknown) => {
        const detail = describeFailure(err instanceof Error ? err : new Error(String(err)));
        this.state = { state: 'failed', detail };
        throw new Error(detail);
      },
    );
    // Callers that never wait must not turn a failed load into an unhandled rejection.
    this.promise.catch(() => undefined);
  }

  status(): EmbedderStatus {
    return this.state;
  }
}
