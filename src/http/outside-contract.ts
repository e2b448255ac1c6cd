// The routes outside the contract (the MCP endpoint, the documentation's assets, the console,
// /metrics), tried only for a request that names no operation of the contract: an API request
// does not walk their routers. They were four routers of 11 routes and mounts that every
// request went through; with the operations' own routes, Express's router was 12.7% of the
// main thread's self time in `npm run bench -- http` (2026-11-27).
import express, { type RequestHandler, type Router } from 'express';
import { admitted } from './admission.js';

export function outsideTheContract(routers: readonly Router[]): RequestHandler {
  const inner = express.Router();
  for (const router of routers) inner.use(router);
  return (req, res, next) => {
    if (admitted(res)) return next();
    inner(req, res, next);
  };
}
