import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Config } from '../config.ts';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * The HTTP server with limits against slow and greedy clients: `headersTimeout` to send the
 * headers, `requestTimeout` to send the whole request (Node stops counting once the request
 * is received, so a long answer such as the realtime stream is never cut by it), and a cap
 * on open connections (each realtime client holds one). Node checks the timeouts every
 * `connectionsCheckingInterval`, 30 s by default: a fifth of the shorter timeout here.
 */
export function startHttpServer(
  fetch: Fetch,
  opts: { port: number; host: string; http: Config['http'] },
  onListen?: (info: AddressInfo) => void,
): Server {
  const { headersTimeout, requestTimeout, maxConnections } = opts.http;
  const server = serve(
    {
      fetch,
      port: opts.port,
      hostname: opts.host,
      serverOptions: {
        headersTimeout,
        // Node requires requestTimeout >= headersTimeout (or 0).
        requestTimeout: Math.max(requestTimeout, headersTimeout),
        connectionsCheckingInterval: Math.max(
          100,
          Math.min(2_000, Math.floor(Math.min(headersTimeout, requestTimeout) / 5)),
        ),
      },
    },
    onListen,
  ) as Server;
  server.maxConnections = maxConnections;
  return server;
}
