// Writes an export file by streaming: text goes to a file write stream, and a write that fills
// the stream's buffer waits for it to drain, so memory stays flat however large the file grows.
// The file is written under a temporary name and renamed when complete: a reader never sees a
// half-written export, and an attempt that starts again simply overwrites the partial file.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';

export class ExportFiles {
  constructor(readonly directory: string) {}

  pathOf(fileName: string): string {
    return join(this.directory, fileName);
  }

  async open(fileName: string, maxBytes: number): Promise<ExportFileWriter> {
    await mkdir(this.directory, { recursive: true });
    return new ExportFileWriter(this.pathOf(fileName), maxBytes);
  }

  /** Removes a file (and a leftover partial one); a file already gone is fine. */
  async remove(fileName: string): Promise<void> {
    await rm(this.pathOf(fileName), { force: true });
    await rm(`${this.pathOf(fileName)}.partial`, { force: true });
  }

  /** The file's size in bytes, or null when there is no such file. */
  async sizeOf(fileName: string): Promise<number | null> {
    return stat(this.pathOf(fileName)).then(
      (s) => s.size,
      () => null,
    );
  }
}

const WRITE_BUFFER_BYTES = 1024 * 1024;

/** The file grew past the export size limit. */
export class ExportTooLargeError extends Error {}

export class ExportFileWriter {
  private readonly stream: WriteStream;
  private failure: Error | null = null;
  bytes = 0;

  constructor(
    private readonly path: string,
    private readonly maxBytes: number,
  ) {
    // a buffer of 1 MB: fewer waits for the disk, and still a bound on what is held
    this.stream = createWriteStream(`${path}.partial`, { flags: 'w', highWaterMark: WRITE_BUFFER_BYTES });
    this.stream.on('error', (err) => (this.failure = err));
  }

  async write(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (text.length === 0) return;
    this.bytes += Buffer.byteLength(text);
    if (this.bytes > this.maxBytes) throw new ExportTooLargeError(`the export grew past ${this.maxBytes} bytes`);
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  /** Flushes, closes and gives the file its final name; answers its size. */
  async finish(): Promise<number> {
    if (this.failure) throw this.failure;
    await new Promise<void>((resolve, reject) =>
      this.stream.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    if (!this.stream.closed) await once(this.stream, 'close');
    await rename(`${this.path}.partial`, this.path);
    return (await stat(this.path)).size;
  }

  /** Closes and deletes the partial file. */
  async abandon(): Promise<void> {
    this.stream.destroy();
    await rm(`${this.path}.partial`, { force: true });
  }
}
