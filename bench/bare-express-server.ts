// The baseline of the HTTP benchmark: Express 5 with no middleware, answering
// GET /v1/keys/usage with a small fixed JSON body shaped like the service's answer.
// Started as a child process by bench/http.bench.ts: PORT and HOST come from the environment.
import express from 'express';

const body = {
  tier: 'enterprise',
  requests_used: 0,
  requests_limit: null,
  memories_stored: 0,
  memories_limit: null,
  reset_date: '2030-01-01T00:00:00.000Z',
};

const app = express();
app.disable('x-powered-by');
app.get('/v1/keys/usage', (_req, res) => {
  res.json(body);
});

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 0);
const server = app.listen(port, host, () => {
  process.stdout.write(`listening on http://${host}:${port}\n`);
});
server.keepAliveTimeout = 65_000; // as the service

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
