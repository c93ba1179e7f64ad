#!/usr/bin/env node
/**
 * The baseline: a bare node:http server that answers each path with bytes captured from the gateway
 * (same status, body, Content-Type, Content-Encoding, ETag, Cache-Control, Vary). No routing
 * framework, no middleware: what a perfect cache could do in Node on this machine.
 *   node raw-server.mjs <routes.json>   → prints {"port":N} on stdout
 */
import fs from 'node:fs';
import http from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).map(([route, entry]) => [
    route,
    { status: entry.status, headers: { ...entry.headers, 'content-length': String(Buffer.from(entry.body, 'base64').length) }, body: Buffer.from(entry.body, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  const entry = routes.get(request.url);
  if (!entry) {
    response.statusCode = 404;
    response.end();
    return;
  }
  response.writeHead(entry.status, entry.headers);
  response.end(entry.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
