// The two documentation pages. Their scripts and styles are served from the npm packages
// (swagger-ui-dist, redoc) under /docs/assets and /redoc/assets: no request leaves the service.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';

const require = createRequire(import.meta.url);

export const DOCS_ASSET_PATHS = /^\/((docs|redoc)\/assets\/|favicon\.ico$)/;

/** The one address the Redoc bundle would fetch from outside (its "API docs by Redocly" logo). */
const REDOC_REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const REDOC_LOCAL_LOGO = '/redoc/assets/logo-mini.svg';
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#32329f"/></svg>`;

export function createDocsAssetsRouter(): Router {
  const router = express.Router();
  const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
  const redocBundle = readFileSync(
    join(dirname(require.resolve('redoc/package.json')), 'bundles', 'redoc.standalone.js'),
    'utf8',
  );
  if (!redocBundle.includes(REDOC_REMOTE_LOGO))
    throw new Error('the Redoc bundle changed: check it for requests to other hosts');
  const localRedocBundle = redocBundle.replaceAll(REDOC_REMOTE_LOGO, REDOC_LOCAL_LOGO);
  router.get('/docs/assets/docs-init.js', (_req, res) => res.type('application/javascript').send(swaggerInit));
  router.use('/docs/assets', express.static(swaggerDir, { index: false, maxAge: '1h' }));
  router.get('/redoc/assets/redoc.standalone.js', (_req, res) =>
    res.type('application/javascript').set('Cache-Control', 'public, max-age=3600').send(localRedocBundle),
  );
  router.get(REDOC_LOCAL_LOGO, (_req, res) => res.type('image/svg+xml').send(LOGO_SVG));
  router.get('/favicon.ico', (_req, res) => res.sendFile(join(swaggerDir, 'favicon-32x32.png'), { maxAge: '1d' }));
  return router;
}

export const swaggerPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Memory Intelligence Service API</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/docs/assets/docs-init.js"></script>
</body>
</html>
`;

/** Kept in a file of its own so the page needs no inline script. */
const swaggerInit = `window.ui = SwaggerUIBundle({
  url: '/openapi.yaml',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  validatorUrl: null
});
`;

export const redocPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Memory Intelligence Service API reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
  <redoc spec-url="/openapi.yaml" hide-download-button="false"></redoc>
  <script src="/redoc/assets/redoc.standalone.js"></script>
</body>
</html>
`;
