// The web console's entry point. The service serves the console at /console (see
// docs/console.md): scripts/build-console.mjs bundles this file, the pages it imports, the
// generated TypeScript SDK (sdks/typescript) through which every API call goes, Preact and
// console.css into console/dist, and src/modules/system/console-pages.ts serves that folder.
//
// Where to look: app.tsx (sign-in, header, which page an address shows), pages/ (one file per
// page), session.ts (sign-in and the SDK's clients), router.ts (addresses under /console).
import { render } from 'preact';
import { App } from './app.js';
import './console.css';

const root = document.getElementById('app');
if (root) {
  root.replaceChildren();
  render(<App />, root);
}
