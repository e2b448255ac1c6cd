// Signed download links. A link carries its expiry (epoch seconds) and the hex HMAC-SHA256 of
// `<job_id>.<expires>` keyed by a service secret; the signature is the credential, so the link
// works without an API key and cannot be moved to another job or given a later expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class ExportLinks {
  constructor(private readonly secret: string) {}

  signature(jobId: string, expiresEpochSeconds: number): string {
    return createHmac('sha256', this.secret).update(`${jobId}.${expiresEpochSeconds}`).digest('hex');
  }

  verify(jobId: string, expiresEpochSeconds: number, signature: string): boolean {
    const expected = Buffer.from(this.signature(jobId, expiresEpochSeconds), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The download address of a job on the service at `baseUrl`. */
  url(baseUrl: string, jobId: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${baseUrl}/v1/export/${jobId}/download?expires=${expires}&signature=${this.signature(jobId, expires)}`;
  }
}
