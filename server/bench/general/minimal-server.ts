/*
 * The minimal mandated stack (spawned by bench/general.ts): type-graphql schema served by Apollo, through
 * Express 5 (`express`) or Apollo's HTTP handler on node:http directly (`node`), answering the same no-op query.
 */
import 'reflect-metadata';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { buildSchema, Query, Resolver } from 'type-graphql';
import { reportReady } from './child-ready';

@Resolver()
class NoopResolver {
  @Query(() => Boolean)
  ping(): boolean {
    return true;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function nodeHandler(apollo: ApolloServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) {
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
  }
  const text = await readBody(request);
  const result = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: request.method ?? 'GET',
      headers,
      search: new URL(request.url ?? '/', 'http://localhost').search,
      body: text.length > 0 ? (JSON.parse(text) as unknown) : undefined,
    },
    context: async () => ({}),
  });
  for (const [key, value] of result.headers) {
    response.setHeader(key, value);
  }
  response.statusCode = result.status ?? 200;
  if (result.body.kind === 'complete') {
    response.end(result.body.string);
    return;
  }
  for await (const chunk of result.body.asyncIterator) {
    response.write(chunk);
  }
  response.end();
}

async function main(): Promise<void> {
  const mode = process.argv[2] === 'node' ? 'node' : 'express';
  const schema = await buildSchema({ resolvers: [NoopResolver], validate: false });
  const apollo = new ApolloServer({ schema });
  await apollo.start();
  let server;
  if (mode === 'express') {
    const app = express();
    app.use('/graphql', express.json({ limit: '1mb' }), expressMiddleware(apollo));
    server = createServer(app);
  } else {
    server = createServer((request, response) => {
      nodeHandler(apollo, request, response).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
  }
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
  server.listen(0, '127.0.0.1', () => reportReady((server.address() as AddressInfo).port));
}

main().catch((error: unknown) => {
  process.stderr.write(`minimal server failed: ${String(error)}\n`);
  process.exit(1);
});
