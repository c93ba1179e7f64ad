import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { PublicEdge } from './public-edge.service';

/**
 * Serves `app` as production does: its own server on a private loopback port, and the public edge
 * (a thread) on the configured port and host in front of it. Resolves once the edge listens.
 */
export async function listenBehindEdge(app: INestApplication): Promise<void> {
  await app.listen(0, '127.0.0.1');
  await app.get(PublicEdge).start(app.getHttpServer() as Server);
}
