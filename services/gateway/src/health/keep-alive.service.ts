import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** While shutting down, how often connections that have fallen idle are closed. */
export const DRAIN_INTERVAL_MS = 100;

/**
 * The HTTP server's keep-alive: KEEP_ALIVE_TIMEOUT_MS while serving, and none once shutdown starts.
 *
 * Behind a proxy that keeps idle upstream connections (ingress-nginx: 60 s) the timeout must be longer
 * than the proxy's, or the gateway closes a connection just as the proxy reuses it and that request
 * fails with 502: nginx retries a GET on another connection, not a studio save. The Kubernetes
 * ConfigMap sets 65 s; with no proxy in front, node's 5 s is kept.
 *
 * `server.close()` closes only the connections idle at that moment; one busy then would stay open for
 * the whole timeout after its response (66 s measured with 65 s for a SIGTERM with one request in
 * flight), so from the start of shutdown each connection is closed as soon as it falls idle.
 */
@Injectable()
export class KeepAliveService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private drain: NodeJS.Timeout | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get server(): Server {
    return this.adapterHost.httpAdapter.getHttpServer() as Server;
  }

  onApplicationBootstrap(): void {
    this.server.keepAliveTimeout = this.config.keepAliveTimeoutMs;
  }

  beforeApplicationShutdown(): void {
    const server = this.server;
    // Never listened, or closed already (a test's supertest server): no connection, and no 'close' to come.
    if (!server.listening) return;
    this.drain = setInterval(() => server.closeIdleConnections(), DRAIN_INTERVAL_MS).unref();
    server.once('close', () => this.stopDraining());
  }

  private stopDraining(): void {
    if (this.drain) clearInterval(this.drain);
    this.drain = null;
  }
}
