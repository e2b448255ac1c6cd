// GET /metrics: the Prometheus scrape endpoint for operators. It is not an operation of the API
// contract (API clients and SDKs have no use for it) and is served beside it, before the
// contract's validator. Who may read it:
//
// - with METRICS_TOKEN set: a request carrying `Authorization: Bearer <METRICS_TOKEN>`;
// - without it: only a client on this machine (a loopback address) whose request did not come
//   through a proxy (no Forwarded, X-Forwarded-For or X-Real-IP header), since a reverse proxy
//   on the same machine would otherwise make every visitor look local.
//
// Anything else answers 401 UNAUTHORIZED in the error envelope.
import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Router } from 'express';
import type { AppError } from '../../errors/app-error.js';
import { metricsOnlyLocal, metricsTokenInvalid } from '../../errors/registry.js';
import { presentMonitoringMetrics } from './monitoring.presenters.js';
import type { MonitoringService } from './monitoring.service.js';
import type { PrometheusMetrics } from './prometheus-metrics.js';
import { plainAddress } from '../../platform/ip-addresses.js';

export const PROMETHEUS_PATH = '/metrics';

export interface PrometheusEndpointDeps {
  monitoring: MonitoringService;
  prometheus: PrometheusMetrics;
  /** null: loopback clients only. */
  token: string | null;
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = plainAddress(address);
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Null when the request may read the metrics, otherwise why not. */
function metricsRefusal(
  req: Pick<Request, 'get'> & { socket: { remoteAddress?: string } },
  token: string | null,
): AppError | null {
  if (token !== null) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    if (given && sameSecret(given, token)) return null;
    return metricsTokenInvalid();
  }
  const proxied = PROXY_HEADERS.some((name) => req.get(name) !== undefined);
  if (isLoopbackAddress(req.socket.remoteAddress) && !proxied) return null;
  return metricsOnlyLocal();
}

export function createPrometheusRouter(deps: PrometheusEndpointDeps): Router {
  const router = express.Router();
  router.get(PROMETHEUS_PATH, async (req, res) => {
    const refusal = metricsRefusal(req, deps.token);
    if (refusal) throw refusal;
    const text = await deps.prometheus.render(presentMonitoringMetrics(await deps.monitoring.snapshot()));
    res.setHeader('Content-Type', deps.prometheus.contentType);
    res.send(text);
  });
  return router;
}
