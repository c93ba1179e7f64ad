import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectErrors, launch, seriousViolations, startPrivateProduct, type AxeViolation, type PrivateProduct } from './support';

/**
 * The admin studio as a new user runs it, against a private copy of the real product (gateway,
 * worker with the offline AI provider, Postgres, Redis): log in, generate ideas, create drafts,
 * Write with AI, review, request changes, approve, unpublish, edit (and a stale edit), restore a
 * revision, change the image, delete, log out. axe on the login page and both tabs; screenshots.
 */

const SHOTS = process.env.E2E_ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const PASSWORD = 'studio-e2e-password-42';
const TOPIC = 'colour grading for wedding films';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let product: PrivateProduct | undefined;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  product = await startPrivateProduct('admin', PASSWORD);
  baseUrl = product.baseUrl;
  browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
}, 60_000);

async function shot(page: Page, name: string, fullPage = true) {
  // Dialogs and toasts fade in; let them settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** Runs a wait; when it fails, keeps a screenshot of the page as it was (then fails as before). */
async function shotOnFailure(page: Page, name: string, wait: () => Promise<unknown>) {
  try {
    await wait();
  } catch (error) {
    await page.screenshot({ path: path.join(SHOTS, `failed-${name}.png`), fullPage: false }).catch(() => undefined);
    throw error;
  }
}

function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

async function expectAccessible(page: Page) {
  const violations = await seriousViolations(page);
  expect(describeViolations(violations)).toBe('');
}

async function newContext(viewport: { width: number; height: number }, theme: 'dark' | 'light' = 'dark'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addInitScript((mode) => window.localStorage.setItem('hyperframe-theme-mode', mode), theme);
  return context;
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.getByRole('tab', { name: 'Idea Generation' }).waitFor();
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function draftCard(page: Page, title: string): Locator {
  return page.getByTestId('draft-list').getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function liveCard(page: Page, title: string): Locator {
  return page.getByTestId('live-list').getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('admin studio', () => {
  it('is a lazy chunk: a visitor of the public site never downloads it', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/blog`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin-(page|login-page)/.test(url))).toEqual([]);
    await context.close();
  });

  it('runs the whole flow of a new user on desktop', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const { errors } = collectErrors(page);

    // Signed out: /admin sends the visitor to the login form.
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin-login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByText('Enter your credentials to access the admin panel').waitFor();
    await expectAccessible(page);
    await shot(page, 'login-desktop');

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter both username and password').waitFor();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('login-error').filter({ hasText: 'Invalid username or password' }).waitFor();
    errors.length = 0; // the 401 of the wrong password is logged by the browser

    await logIn(page);
    await expect(page.getByTestId('session-remaining').textContent()).resolves.toMatch(/^\d+h \d+m$/);

    // Idea Generation.
    await page.getByRole('heading', { name: 'AI Content Ideas Generator' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'ideas-empty-desktop');
    const generate = page.getByRole('button', { name: 'Generate Content Ideas' });
    await expect(generate.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Content Topic/Industry').fill(TOPIC);
    await generate.click();
    await page.getByRole('button', { name: 'Generating Ideas...' }).waitFor();
    const progress = page.getByTestId('job-progress');
    await progress.waitFor();
    await page.getByTestId('job-stage').filter({ hasText: /Brainstorming ideas|Saving ideas|Queued|Waiting in the queue/ }).waitFor();
    await shot(page, 'ideas-progress-desktop');
    await page.getByRole('heading', { name: 'Generated Ideas (10)' }).waitFor({ timeout: 60_000 });
    await expect(progress.count()).resolves.toBe(0);

    const ideaTitles = await page.getByTestId('idea-list').getByRole('checkbox').allTextContents();
    expect(ideaTitles).toHaveLength(10);
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'Create Draft Posts (10)' }).waitFor();
    await shot(page, 'ideas-selected-desktop');
    await page.getByRole('button', { name: 'Create Draft Posts (10)' }).click();
    await toast(page, 'Draft Posts Created').waitFor();
    await shot(page, 'toast-desktop', false);
    await page.getByRole('heading', { name: 'Generated Ideas (0)' }).waitFor();

    // The same topic again: ten fresh titles, not the ones that are drafts now.
    await generate.click();
    await page.getByRole('heading', { name: 'Generated Ideas (10)' }).waitFor({ timeout: 60_000 });
    const freshTitles = await page.getByTestId('idea-list').getByRole('checkbox').allTextContents();
    expect(freshTitles.filter((fresh) => ideaTitles.includes(fresh))).toEqual([]);
    await expect(page.getByTestId('idea-shortfall').count()).resolves.toBe(0);

    // Content Workflow: the new drafts are Ready for Writing.
    await page.getByRole('tab', { name: 'Content Workflow' }).click();
    await page.getByRole('heading', { name: 'Draft Blog Posts' }).waitFor();
    const title = ideaTitles[0];
    const card = draftCard(page, title);
    await card.waitFor();
    await expect(card.getByTestId('draft-badge').textContent()).resolves.toBe('Ready for Writing');
    await expect(page.getByTestId('post-counts').textContent()).resolves.toMatch(/Total: \d+ · Published: \d+ · Drafts: \d+/);
    await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    await expectAccessible(page);
    await shot(page, 'workflow-desktop');

    // Write with AI: live progress on the card, then the AI draft is ready for review.
    await card.getByRole('button', { name: `Write with AI: ${title}` }).click();
    await card.getByTestId('job-progress').waitFor();
    await card.getByTestId('job-stage').filter({ hasText: /Outlining|Writing sections|Designing image|Saving|Queued|Waiting in the queue/ }).waitFor();
    await shot(page, 'write-with-ai-progress-desktop', false);
    await card.getByRole('button', { name: `Review AI draft of ${title}` }).waitFor({ timeout: 60_000 });
    await expect(card.getByTestId('draft-badge').textContent()).resolves.toBe('Ready for Review');

    // Production Preview, then Request Changes.
    await card.getByRole('button', { name: `Review AI draft of ${title}` }).click();
    const preview = page.getByRole('dialog', { name: 'Production Preview' });
    await preview.waitFor();
    await expect(preview.getByTestId('production-status').textContent()).resolves.toBe('Ready for review');
    await preview.locator('.article-body h2').first().waitFor();
    await expectAccessible(page);
    await shot(page, 'production-preview-desktop', false);
    // Change Featured Image is reachable from the preview too.
    await preview.getByRole('button', { name: 'Change Featured Image' }).click();
    const previewImage = page.getByRole('dialog', { name: 'Change Featured Image' });
    await previewImage.getByRole('button', { name: 'Generate New Image' }).click();
    // The new image is a proposal (issue 27), reviewed right here; the spec's toast says when it is taken.
    await toast(page, 'New image proposed: review it').waitFor({ timeout: 60_000 });
    await previewImage.getByTestId('image-proposal').getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'New featured image selected successfully').waitFor();
    await previewImage.getByRole('button', { name: 'Done' }).click();
    await previewImage.waitFor({ state: 'detached' });
    await preview.getByRole('button', { name: 'Request Changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Request Changes' });
    await changes.getByText('What changes would you like to see?').waitFor();
    await changes.getByText(/AI agents will regenerate the content/).waitFor();
    const send = changes.getByRole('button', { name: 'Request Changes' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await changes.getByLabel('Feedback').fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);
    await changes.getByLabel('Feedback').fill('Add a section about matching skin tones across cameras.');
    await shot(page, 'request-changes-desktop', false);
    await send.click();
    await toast(page, 'Revision requested successfully. Content will be regenerated based on your feedback.').waitFor();
    const row = page.getByTestId('production-row').filter({ hasText: title });
    await row.getByTestId('job-progress').waitFor();
    await shot(page, 'revising-progress-desktop', false);
    await row.and(page.locator('[data-status="ready_for_review"]')).waitFor({ timeout: 60_000 });

    // Approve & Publish: the post is live on /blog.
    await row.getByRole('button', { name: `Preview ${title}` }).click();
    await preview.waitFor();
    await preview.getByRole('button', { name: 'Approve & Publish' }).click();
    // The publish checklist asks first when the article has blockers (issue 16; trust-layer.e2e.ts tests it).
    const blockers = page.getByRole('dialog', { name: /^Publish with/ });
    await Promise.race([toast(page, 'Article approved and published!').waitFor(), blockers.waitFor()]);
    if (await blockers.isVisible()) await blockers.getByRole('button', { name: 'Approve & Publish anyway' }).click();
    await toast(page, 'Article approved and published!').waitFor();
    await preview.waitFor({ state: 'detached' });
    const live = liveCard(page, title);
    await live.waitFor();
    const blog = await context.newPage();
    await blog.goto(`${baseUrl}/blog`);
    await blog.getByText(title).first().waitFor();
    await blog.close();

    // Unpublish: it asks first, naming the post (review-and-undo.e2e.ts follows its Undo). Waits on the
    // PATCH itself, not a timer, and keeps a screenshot when the toast is not seen (it was flaky under load).
    const livePostId = await live.getAttribute('data-post-id');
    await live.getByRole('button', { name: `Unpublish ${title}` }).click();
    const unpublishDialog = page.getByRole('dialog', { name: 'Unpublish this post?' });
    await unpublishDialog.getByText(`"${title}" leaves the blog at once`, { exact: false }).waitFor();
    const unpublished = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/admin/blog/posts/${livePostId}`),
      { timeout: 60_000 },
    );
    await unpublishDialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
    expect((await unpublished).status()).toBe(200);
    await shotOnFailure(page, 'unpublish-toast-missing', () => toast(page, 'Post unpublished successfully!').waitFor({ timeout: 30_000 }));
    await card.waitFor({ timeout: 30_000 });

    // Edit and save: Save Changes saves and the editor stays open (issue 28); closing with nothing unsaved asks nothing.
    const edited = `${title} (edited)`;
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: /Edit Blog Post/ });
    await editor.waitFor();
    for (const label of ['Title', 'Excerpt', 'Content', 'Category', 'Author', 'Meta Description', 'Featured Image URL']) {
      await editor.getByLabel(label, { exact: true }).first().waitFor({ state: 'attached' });
    }
    await editor.getByTestId('image-preview').waitFor();
    await expectAccessible(page);
    await shot(page, 'editor-desktop', false);
    await editor.getByLabel('Title', { exact: true }).fill(edited);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Blog post updated successfully').waitFor();
    await editor.getByTestId('save-status').filter({ hasText: /^Saved / }).waitFor();
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    const editedCard = draftCard(page, edited);
    await editedCard.waitFor();

    // A stale edit: someone else saves first; the 409 says who changed what and the edits merge.
    await editedCard.getByRole('button', { name: `Edit ${edited}` }).click();
    await editor.waitFor();
    const posts = (await (await page.request.get(`${baseUrl}/api/admin/blog/posts`)).json()) as { id: number; title: string; updatedAt: string }[];
    const post = posts.find((item) => item.title === edited)!;
    const other = await page.request.put(`${baseUrl}/api/admin/blog/posts/${post.id}`, {
      data: { metaDescription: 'Saved in another tab', updatedAt: post.updatedAt },
      headers: { Origin: baseUrl },
    });
    expect(other.status()).toBe(200);
    await editor.getByLabel('Excerpt', { exact: true }).fill('My excerpt typed in the editor');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    const merge = page.getByRole('dialog', { name: 'This post changed while you were editing' });
    await merge.getByTestId('merge-summary').waitFor();
    await shot(page, 'editor-conflict-desktop', false);
    await merge.getByRole('button', { name: 'Merge, save later' }).click();
    await merge.waitFor({ state: 'detached' });
    await expect(editor.getByLabel('Excerpt', { exact: true }).inputValue()).resolves.toBe('My excerpt typed in the editor');
    await expect(editor.getByLabel('Meta Description', { exact: true }).inputValue()).resolves.toBe('Saved in another tab');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await editor.getByTestId('save-status').filter({ hasText: /^Saved / }).waitFor();
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await editor.waitFor({ state: 'detached' });

    // Restore a version: back to the title before the edit.
    await editedCard.getByRole('button', { name: `Edit ${edited}` }).click();
    await editor.waitFor();
    await editor.getByRole('tab', { name: 'History' }).click();
    const revisionRow = editor.getByTestId('revision-row').filter({ hasText: `“${title}”` }).first();
    await revisionRow.waitFor();
    await shot(page, 'revisions-desktop', false);
    await revisionRow.getByRole('button', { name: /^Restore version/ }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Revision restored').waitFor();
    await expect(editor.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
    await editor.getByRole('tab', { name: 'Details' }).click();

    // Change Featured Image from the editor.
    const before = await editor.getByLabel('Featured Image URL').inputValue();
    await editor.getByRole('button', { name: 'Change Featured Image' }).click();
    const imageModal = page.getByRole('dialog', { name: 'Change Featured Image' });
    await imageModal.waitFor();
    await imageModal.getByText(/visual designer agent will select a new image/).waitFor();
    await imageModal.getByRole('button', { name: 'Generate New Image' }).click();
    // No wait for the progress bar here: the cover designer makes no AI call, and on a busy machine the job
    // can finish before the first poll shows it (progress is checked on the AI jobs above).
    await toast(page, 'New image proposed: review it').waitFor({ timeout: 60_000 });
    await shot(page, 'change-image-desktop', false);
    await imageModal.getByTestId('image-proposal').getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'New featured image selected successfully').waitFor();
    await imageModal.getByRole('button', { name: 'Done' }).click();
    await waitUntil(async () => (await editor.getByLabel('Featured Image URL').inputValue()) !== before);

    // Delete with the exact confirmation.
    await editor.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Post' });
    await confirm.getByText(`Are you sure you want to delete "${title}"? This action cannot be undone.`, { exact: true }).waitFor();
    await shot(page, 'delete-confirm-desktop', false);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Blog post deleted successfully').waitFor();
    await draftCard(page, title).waitFor({ state: 'detached' });

    // The login page shows the session while signed in; Logout goes home and signs out.
    await page.goto(`${baseUrl}/admin-login`);
    await page.getByRole('heading', { name: 'Admin Authenticated' }).waitFor();
    await expect(page.getByTestId('time-remaining').textContent()).resolves.toMatch(/^\d+h \d+m$/);
    await page.getByRole('button', { name: 'Go to Admin Panel' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'login-authenticated-desktop');
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin-login`);

    expect(errors.filter((line) => !/status of 4(01|09)/.test(line))).toEqual([]);
    await context.close();
  });

  it('reviews an AI revision that arrived after a hand edit: a diff, then only the chosen section', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const api = page.request;
    const json = async <T,>(response: Awaited<ReturnType<typeof api.get>>): Promise<T> => {
      if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const finished = async (jobId: string) =>
      waitUntil(async () => (await json<{ state: string }>(await api.get(`${baseUrl}/api/ai/jobs/${jobId}`))).state === 'completed', 60_000);
    try {
      await logIn(page);
      // A draft that AI writes: untouched since the job started, so the article goes straight in.
      const started = await json<{ jobId: string; production: { id: number }; blogPost: { id: number } }>(
        await api.post(`${baseUrl}/api/ai/single/production/start`, { data: { title: 'Proposal review in the browser', excerpt: 'Reviewing AI changes', category: 'Video Editing', keywords: [] } }),
      );
      await finished(started.jobId);
      const postUrl = `${baseUrl}/api/admin/blog/posts/${started.blogPost.id}`;
      const written = await json<{ content: string; excerpt: string }>(await api.get(postUrl));
      const headings = [...written.content.matchAll(/^## (.+)$/gm)].map((match) => match[1].trim());
      expect(headings.length).toBeGreaterThanOrEqual(3);
      const target = headings[1];

      // Request changes to one section, and edit the post by hand while AI works on it.
      const revision = await json<{ jobId: string }>(
        await api.post(`${baseUrl}/api/ai/productions/${started.production.id}/revise`, { data: { feedback: 'Make this section punchier', section: target } }),
      );
      const handExcerpt = 'A hand-written excerpt that must survive the revision';
      await json(await api.put(postUrl, { data: { ...(await json<Record<string, unknown>>(await api.get(postUrl))), excerpt: handExcerpt } }));
      await finished(revision.jobId);
      const meanwhile = await json<{ content: string; excerpt: string }>(await api.get(postUrl));
      // Nothing applied by itself: the hand edit stands and the content is still what it was.
      expect(meanwhile.excerpt).toBe(handExcerpt);
      expect(meanwhile.content).toBe(written.content);

      // The studio shows the proposal as a diff, says the post changed, and takes only the chosen section.
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('tab', { name: 'Content Workflow' }).click();
      await page.getByTestId('production-row').getByRole('button', { name: 'Preview Proposal review in the browser' }).click();
      const preview = page.getByRole('dialog', { name: 'Production Preview' });
      // The preview opens on what goes live; the AI changes to take or drop are in their own tab.
      await preview.getByRole('tab', { name: /^AI changes/ }).click();
      const review = preview.getByTestId('proposal-review');
      await review.waitFor();
      await review.getByTestId('stale-alert').waitFor();
      const changed = review.getByTestId('diff-section').filter({ hasText: target });
      await expect(changed.getAttribute('data-status')).resolves.toBe('changed');
      expect(await changed.locator('ins').count()).toBeGreaterThan(0);
      expect(await review.locator('[data-testid="diff-section"][data-status="changed"]').count()).toBe(1);
      await changed.scrollIntoViewIfNeeded();
      await shot(page, 'proposal-review-desktop', false);
      await changed.getByRole('checkbox').check();
      await review.getByRole('button', { name: 'Take selected sections' }).click();
      await review.waitFor({ state: 'detached', timeout: 15_000 });

      const after = await json<{ content: string; excerpt: string }>(await api.get(postUrl));
      expect(after.excerpt).toBe(handExcerpt);
      const sectionsOf = (content: string) => content.split(/^(?=## )/m);
      const [before, now] = [sectionsOf(written.content), sectionsOf(after.content)];
      expect(now).toHaveLength(before.length);
      // Only the chosen section differs; every other section is byte-identical.
      expect(now.map((section, index) => section === before[index])).toEqual(before.map((section) => !section.startsWith(`## ${target}`)));
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows a production on its timeline: Cancel stops it at a stage boundary, Retry resumes it to the end', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const { errors } = collectErrors(page);
    const topic = 'Pacing long interviews for YouTube';
    const stagesOf = (timeline: Locator) => timeline.getByTestId('job-stage-row').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.state));
    try {
      await logIn(page);
      await page.getByLabel('Content Topic/Industry').fill(topic);
      await page.getByRole('button', { name: 'Write Article on This Topic' }).click();
      const row = page.getByTestId('production-row').filter({ hasText: topic });
      const timeline = row.getByTestId('job-timeline');
      // Each offline call takes 1.5 s here: cancel once the pipeline is under way.
      await timeline.locator('[data-testid="job-stage-row"][data-state="running"]').first().waitFor({ timeout: 30_000 });
      await row.getByTestId('job-progress').waitFor();
      await row.screenshot({ path: path.join(SHOTS, 'timeline-running-desktop.png') });
      await timeline.getByRole('button', { name: 'Cancel job' }).click();

      await timeline.and(page.locator('[data-state="cancelled"]')).waitFor({ timeout: 15_000 });
      await expect(timeline.getByTestId('job-stop-reason').textContent()).resolves.toBe('Cancelled by the admin');
      const stopped = await stagesOf(timeline);
      expect(stopped).toHaveLength(6);
      // The stage that was running finished; nothing after it ran.
      const done = stopped.filter((state) => state === 'completed').length;
      expect(done).toBeGreaterThanOrEqual(1);
      expect(stopped.slice(done).every((state) => state === 'cancelled')).toBe(true);
      await row.and(page.locator('[data-status="failed"]')).waitFor();
      const jobId = (await (await page.request.get(`${baseUrl}/api/ai/productions`)).json() as { title: string; currentJobId: string }[]).find((item) => item.title === topic)!.currentJobId;
      const finishedAt = async () => ((await (await page.request.get(`${baseUrl}/api/ai/jobs/${jobId}`)).json()) as { stages: { finishedAt: string | null }[] }).stages.map((stage) => stage.finishedAt);
      const before = (await finishedAt()).slice(0, done);
      await row.screenshot({ path: path.join(SHOTS, 'timeline-cancelled-desktop.png') });

      await timeline.getByRole('button', { name: 'Retry job' }).click();
      await row.and(page.locator('[data-status="ready_for_review"]')).waitFor({ timeout: 60_000 });
      await timeline.and(page.locator('[data-state="completed"]')).waitFor();
      expect(await stagesOf(timeline)).toEqual(Array(6).fill('completed'));
      // Resumed, not restarted: the stages finished before the cancel were not run again.
      expect((await finishedAt()).slice(0, done)).toEqual(before);
      await expect(timeline.getByText('6 of 6 stages done').count()).resolves.toBe(1);
      await row.screenshot({ path: path.join(SHOTS, 'timeline-completed-desktop.png') });

      // The month's spend: the offline writer is free and no budget is configured here.
      const spend = page.getByTestId('spend-panel');
      await expect(spend.getByTestId('budget-status').textContent()).resolves.toBe('No monthly budget set');
      await expect(spend.getByTestId('spend-total').textContent()).resolves.toBe('$0.00');
      await spend.screenshot({ path: path.join(SHOTS, 'spend-panel-desktop.png') });
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works at 390 px wide (light theme)', async () => {
    const context = await newContext(PHONE, 'light');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin-login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shot(page, 'login-mobile');
    await logIn(page);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shot(page, 'ideas-mobile');
    await page.getByRole('tab', { name: 'Content Workflow' }).click();
    await page.getByRole('heading', { name: 'Draft Blog Posts' }).waitFor();
    await page.getByTestId('post-card').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shot(page, 'workflow-mobile', false);
    await page.getByRole('heading', { name: 'Draft Blog Posts' }).scrollIntoViewIfNeeded();
    await shot(page, 'workflow-drafts-mobile', false);
    await page.getByTestId('post-card').first().getByRole('button', { name: /^Edit / }).click();
    const editor = page.getByRole('dialog', { name: /Edit Blog Post/ });
    await editor.waitFor();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'editor-mobile', false);
    await editor.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});
