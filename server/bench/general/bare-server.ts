/* The bare node:http baseline (spawned by bench/general.ts): a constant JSON body. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportReady } from './child-ready';

const server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end('{"status":"ok"}');
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
server.listen(0, '127.0.0.1', () => reportReady((server.address() as AddressInfo).port));
