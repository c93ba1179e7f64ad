import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'hyperframe-theme-mode';

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the browser global setup did not start the product');
  return url;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A context whose pages start in the given theme (written to storage before any script runs). */
export async function themedContext(browser: Browser, theme: Theme, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [THEME_KEY, theme] as const,
  );
  return context;
}

/** Console errors and uncaught exceptions on a page; expected 404 answers (page, API) can be ignored. */
export function collectErrors(page: Page): { errors: string[]; ignore404: (url: string) => void } {
  const errors: string[] = [];
  const ignored = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location().url;
    if (ignored.has(location) && /status of 404/.test(message.text())) return;
    errors.push(`${message.text()} (${location})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors, ignore404: (url) => ignored.add(url) };
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core in the page (evaluated, so the site's CSP stays on); serious and critical violations only. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await finishTransitions(page);
  const violations = (await page.evaluate(`${AXE_SOURCE}
    axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    })))`)) as AxeViolation[];
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Waits (up to 2 s) for the finite animations and transitions running now, e.g. a dialog's fade-in: axe
 * measures colours as painted, and a button half faded in fails contrast it passes once shown.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    return Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Scrolls through the page so lazy images load and in-view animations run. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

export async function textOf(page: Page): Promise<string> {
  return page.evaluate(() => document.body.textContent ?? '');
}

export interface PrivateProduct {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A private copy of the whole product (gateway, worker with the offline provider, Postgres, Redis) in its
 * own data folder, for tests that change data: admin-product.mjs prints READY {baseUrl} once it answers.
 */
export function startPrivateProduct(name: string, password: string, env: Record<string, string> = {}): Promise<PrivateProduct> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hf-${name}-e2e-`));
  const child = spawn(process.execPath, [path.join(__dirname, 'admin-product.mjs'), dataDir, password], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Settings of this product only (e.g. POST_AGEING_DAYS), on top of the runner's environment.
    env: { ...process.env, ...env },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const logs: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\{.*\})/.exec(out);
      if (match) resolve({ baseUrl: (JSON.parse(match[1]) as { baseUrl: string }).baseUrl, stop });
    });
    child.once('exit', (code) => reject(new Error(`the product exited (${code}) before it was ready:\n${logs.join('').slice(-3000)}`)));
  });
}

/**
 * A suite's private product and browser: starts both before the suite's tests and stops them after.
 * Read `studio.baseUrl` / `studio.browser` inside the tests.
 */
export function privateStudio(name: string, password: string, env: Record<string, string> = {}): { baseUrl: string; browser: Browser } {
  const studio = {} as { baseUrl: string; browser: Browser; product?: PrivateProduct };
  beforeAll(async () => {
    studio.product = await startPrivateProduct(name, password, env);
    studio.baseUrl = studio.product.baseUrl;
    studio.browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await studio.browser?.close();
    await studio.product?.stop();
  }, 60_000);
  return studio;
}

/** Signs in on the login page as the admin and waits for the studio. */
export async function signIn(page: Page, baseUrl: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}
