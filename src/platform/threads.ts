// Starts a module of this project in a worker thread. Run from source, the module is TypeScript,
// and a thread inherits neither the tsx loader of the process nor a test runner's transforms: the
// thread registers tsx itself before it loads the module.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** A module beside `importerUrl` named `<name>.ts` or `<name>.js`, whichever kind the importer is. */
export function siblingModule(importerUrl: string, name: string): string {
  const importer = fileURLToPath(importerUrl);
  return join(dirname(importer), `${name}${importer.endsWith('.ts') ? '.ts' : '.js'}`);
}

export function startThread(modulePath: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  if (!modulePath.endsWith('.ts')) return new Worker(modulePath, { workerData, resourceLimits });
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(modulePath).href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}
