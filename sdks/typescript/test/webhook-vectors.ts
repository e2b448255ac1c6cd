// The shared webhook vectors (sdks/testdata/webhook-signatures.json): deliveries signed by the
// service's own signer, and cases built on them that every SDK's helper must answer alike.
import { readFileSync } from 'node:fs';

export interface WebhookVector {
  name: string;
  secret: string;
  delivery_id: string;
  event: string;
  timestamp: number;
  body: string;
  headers: Record<string, string>;
}

export interface WebhookCase {
  name: string;
  vector: number;
  now_offset: number;
  secrets?: string[];
  body?: string;
  headers?: Record<string, string | null>;
  expect: string;
}

export interface WebhookVectorsFile {
  tolerance_seconds: number;
  vectors: WebhookVector[];
  cases: WebhookCase[];
}

export function loadWebhookVectors(): WebhookVectorsFile {
  return JSON.parse(
    readFileSync(new URL('../../testdata/webhook-signatures.json', import.meta.url), 'utf8'),
  ) as WebhookVectorsFile;
}
