#!/usr/bin/env node
/**
 * The analytics bench's control: a bare node:http server that reads each request and answers 204 at
 * once, nothing else. The beacon flood sent here instead of to the gateway shows what the flood costs a
 * read on this machine when it never reaches the gateway's process (the load generators, the cores).
 *   node sink-server.mjs   → prints {"port":N} on stdout
 */
import http from 'node:http';

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(204);
    response.end();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
