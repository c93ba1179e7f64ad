import { Injectable, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the proxy in front keeps its idle
 * upstream connections (ingress-nginx: 60 s; node's own default is 5 s). Shorter, the gateway closes a
 * connection just as the proxy reuses it, and that request fails with 502: nginx retries a GET on
 * another connection, not a studio save.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** While shutting down, how often connections that have fallen idle are closed. */
export const DRAIN_INTERVAL_MS = 100;

/**
 * The HTTP server's keep-alive: long while serving, and none once shutdown starts. `server.close()`
 * closes only the connections idle at that moment; one busy then would stay open for the whole timeout
 * after its response (66 s measured for a SIGTERM with one request in flight), so from the start of
 * shutdown each connection is closed as soon as it falls idle.
 */
@Injectable()
export class KeepAliveService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private drain: NodeJS.Timeout | null = null;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  private get server(): Server {
    return this.adapterHost.httpAdapter.getHttpServer() as Server;
  }

  onApplicationBootstrap(): void {
    this.server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  }

  beforeApplicationShutdown(): void {
    const server = this.server;
    this.drain = setInterval(() => server.closeIdleConnections(), DRAIN_INTERVAL_MS).unref();
    server.once('close', () => this.stopDraining());
  }

  private stopDraining(): void {
    if (this.drain) clearInterval(this.drain);
    this.drain = null;
  }
}
