// The web console at /console (see docs/console.md). scripts/build-console.mjs bundles it from
// console/src into console/dist: its script and style sheet are served from dist/assets, and
// every other address under /console answers its one page, which shows the page of the address
// in the browser. Nothing is fetched from another host, and the answers say so to the browser:
// a Content-Security-Policy allowing only this origin, no framing, no referrer.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler, type Router } from 'express';
import { consoleNotBuilt } from '../../errors/registry.js';
import { operationNotFound } from '../../errors/request-errors.js';

const CONSOLE_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'console', 'dist');

/** The addresses that answer the console's page: /console and everything under it but its assets. */
const CONSOLE_PAGES = /^\/console(\/.*)?$/;

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

const withSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set(SECURITY_HEADERS);
  next();
};

/** `distDir`: the built console (console/dist by default). */
export function createConsoleRouter(distDir: string = CONSOLE_DIST): Router {
  const router = express.Router();
  const pageFile = join(distDir, 'index.html');
  router.use('/console', withSecurityHeaders);
  // The file names stay the same from build to build, so the browser revalidates them each time.
  router.use('/console/assets', express.static(join(distDir, 'assets'), { index: false, maxAge: 0 }));
  router.get('/console/assets/{*file}', (req, _res, next) => next(operationNotFound(req.method, req.originalUrl)));
  router.get(CONSOLE_PAGES, (_req, res, next) => {
    if (!existsSync(pageFile)) return next(consoleNotBuilt());
    res.set('Cache-Control', 'no-cache').type('html').send(readFileSync(pageFile, 'utf8'));
  });
  return router;
}
