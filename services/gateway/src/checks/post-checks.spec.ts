import { DEFAULT_BRAND_KIT } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { CheckedPost, CheckItem, checkPost, livePathMatcher, PostChecks } from './post-checks';

const ORIGIN = 'https://hyperframe.example';

/** A post that passes every check: the tests below break one thing each. */
const GOOD: CheckedPost = {
  title: 'Colour grading for YouTube: a simple routine',
  slug: 'colour-grading-for-youtube-a-simple-routine',
  excerpt: 'A short routine that makes every video look finished.',
  metaDescription:
    'A five step colour grading routine for YouTube creators: balance, contrast, skin tones and a final look, with the settings our editors use on every project.',
  content: [
    'Colour grading makes a video look finished. You do not need a big suite to do it well. Here is the routine we teach new editors.',
    '',
    '## Balance first',
    '',
    'Fix the white balance before anything else. Pick a neutral grey in the frame and set it. Then check the skin tones on a scope.',
    '',
    '### Check the scopes',
    '',
    'Look at the waveform. Keep the blacks just above the floor and the whites just below the top. Small moves are best.',
    '',
    '## Add the look',
    '',
    'Only now add a look. Keep it light, so faces stay true. Read the [services page](/services) to see how we work, and our [about page](/about/).',
    '',
    'With 16+ years of experience, our editors grade every video by hand. Save your grade as a preset and use it on the next video. Your channel will look the same from one upload to the next, and viewers will notice the care.',
  ].join('\n'),
  featuredImage: '/media/cover.png',
  featuredImageAlt: 'A colourist at a grading desk',
  keywords: ['colour grading', 'youtube'],
};

const context = { brandKit: DEFAULT_BRAND_KIT, origin: ORIGIN, isLivePath: livePathMatcher(new Set(['live-post'])) };
const run = (changes: Partial<CheckedPost>): PostChecks => checkPost({ ...GOOD, ...changes }, context);
const byId = (checks: PostChecks, id: string): CheckItem => {
  const found = checks.items.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no item ${id} in ${checks.items.map((candidate) => candidate.id).join(', ')}`);
  return found;
};
const notPassing = (checks: PostChecks) => checks.items.filter((candidate) => candidate.level !== 'pass');

describe(checkPost.name, () => {
  it('passes a well-made post on every check, with a full score', () => {
    const sut = run({});

    expect(notPassing(sut)).toEqual([]);
    expect(sut.score).toBe(100);
    expect(sut.items.map((candidate) => candidate.id)).toEqual(
      expect.arrayContaining(['title-length', 'meta-description', 'slug', 'excerpt', 'featured-image', 'featured-image-alt', 'no-h1', 'heading-levels', 'stray-markdown', 'internal-links', 'claim-1', 'banned-phrases', 'reading-level', 'keyword']),
    );
  });

  it('warns about a title over 60 characters', () => {
    const sut = run({ title: 'x'.repeat(61) });

    expect(byId(sut, 'title-length')).toMatchObject({ level: 'warning', message: expect.stringContaining('61 characters') });
    expect(sut.score).toBe(95);
    expect(byId(run({ title: 'x'.repeat(60) }), 'title-length').level).toBe('pass');
  });

  it.each([
    ['missing', '', 'Add a meta description'],
    ['119 characters', 'm'.repeat(119), '119 characters'],
    ['161 characters', 'm'.repeat(161), '161 characters'],
  ])('warns about a meta description %s', (_label, metaDescription, message) => {
    expect(byId(run({ metaDescription }), 'meta-description')).toMatchObject({ level: 'warning', message: expect.stringContaining(message) });
  });

  it('accepts meta descriptions of 120 and 160 characters', () => {
    expect(byId(run({ metaDescription: 'm'.repeat(120) }), 'meta-description').level).toBe('pass');
    expect(byId(run({ metaDescription: 'm'.repeat(160) }), 'meta-description').level).toBe('pass');
  });

  it("blocks a slug that breaks the spec's rule, and warns about one over 75 characters", () => {
    expect(byId(run({ slug: 'Colour_Grading' }), 'slug')).toMatchObject({ level: 'blocker', message: expect.stringContaining('"colour-grading"') });
    expect(byId(run({ slug: 'trailing-' }), 'slug').level).toBe('blocker');
    expect(byId(run({ slug: 'a'.repeat(76) }), 'slug').level).toBe('warning');
    expect(byId(run({ slug: 'a'.repeat(75) }), 'slug').level).toBe('pass');
  });

  it('warns about a missing excerpt', () => {
    expect(byId(run({ excerpt: '  ' }), 'excerpt').level).toBe('warning');
  });

  it('warns about a missing featured image, and about an image without alt text', () => {
    expect(byId(run({ featuredImage: null }), 'featured-image').level).toBe('warning');
    expect(run({ featuredImage: null }).items.some((candidate) => candidate.id === 'featured-image-alt')).toBe(false);
    expect(byId(run({ featuredImageAlt: '' }), 'featured-image-alt').level).toBe('warning');
  });

  it('warns about an H1 in the body and about a skipped heading level', () => {
    const withH1 = run({ content: `# A second title\n\n${GOOD.content}` });
    const skipping = run({ content: GOOD.content.replace('## Balance first', '#### Balance first') });

    expect(byId(withH1, 'no-h1')).toMatchObject({ level: 'warning', excerpt: 'A second title' });
    expect(byId(skipping, 'heading-levels')).toMatchObject({ level: 'warning', excerpt: 'Balance first', message: expect.stringContaining('H4 without an H3') });
    expect(byId(skipping, 'no-h1').level).toBe('pass');
  });

  it('blocks stray markdown: an unclosed ** and a ## inside text, but not escaped or code marks', () => {
    const unclosed = run({ content: `${GOOD.content}\n\nThis is **not closed.` });
    const inlineHeading = run({ content: `${GOOD.content}\n\nSee the notes below ## Notes for more.` });
    const fine = run({ content: `${GOOD.content}\n\nUse \\*\\* to mean bold, or \`**\` in code, and **real bold**.` });

    expect(byId(unclosed, 'stray-markdown')).toMatchObject({ level: 'blocker', excerpt: expect.stringContaining('**not closed') });
    expect(byId(inlineHeading, 'stray-markdown').level).toBe('blocker');
    expect(byId(fine, 'stray-markdown').level).toBe('pass');
  });

  it('blocks internal links to pages that are not live, and ignores outside links', () => {
    const sut = run({
      content: `${GOOD.content}\n\nRead [a live post](/blog/live-post), [a draft](/blog/a-draft), [on our origin](${ORIGIN}/nowhere), [elsewhere](https://example.org/x) and [home](/).`,
    });

    const broken = sut.items.filter((candidate) => candidate.id.startsWith('internal-link-'));
    expect(broken.map((candidate) => [candidate.level, candidate.excerpt])).toEqual([
      ['blocker', '/blog/a-draft'],
      ['blocker', `${ORIGIN}/nowhere`],
    ]);
  });

  it('marks "we have generated 900M views" contradicted, quoting the sentence and the fact that says otherwise', () => {
    const sentence = 'Last year we have generated 900M views for our clients.';
    const sut = run({ content: `${GOOD.content}\n\n${sentence}` });

    const claim = sut.items.find((candidate) => candidate.excerpt === sentence);
    expect(claim).toMatchObject({
      level: 'blocker',
      message: expect.stringMatching(/^Contradicted by the brand kit: "900M views" is not what the brand kit says: "58.4M\+ views" in the brand fact "Home page statistics/),
      claim: { supported: false, verdict: 'contradicted', sentence, section: 'Add the look', atoms: [{ kind: 'figure', text: '900M views', verdict: 'contradicted' }] },
    });
    expect(claim?.claim?.draftFact).toBeUndefined();
  });

  it('marks an unsupported claim with the draft fact "Add to brand facts" offers, naming the post and the sentence', () => {
    const sentence = 'We employ more than 500 full-time editors.';
    const sut = checkPost({ ...GOOD, content: `${GOOD.content}\n\n${sentence}` }, { ...context, postId: 12 });

    const claim = sut.items.find((candidate) => candidate.excerpt === sentence);
    expect(claim).toMatchObject({
      level: 'blocker',
      message: 'Unsupported claim: "more than 500 full-time editors": no brand fact states editors or staff.',
      claim: { verdict: 'unsupported', draftFact: { statement: sentence, source: `Post #12, the sentence: "${sentence}"` } },
    });
  });

  it("marks the spec's real figure supported, with the brand-kit fact that backs it", () => {
    const sentence = 'Our editors have generated 55.8M+ views for the creators we work with.';
    const sut = run({ content: `${GOOD.content}\n\n${sentence}` });

    const claim = sut.items.find((candidate) => candidate.excerpt === sentence);
    expect(claim).toMatchObject({ level: 'pass', claim: { supported: true, fact: { statement: 'Our work has generated 55.8M+ views for clients.' } } });
  });

  it('finds claims with money, percentages and years, and named clients or media, but not small how-to numbers', () => {
    const content = [
      'Keep hooks under 3 seconds and cut every 2 or 3 shots.',
      'Our ads returned $5M for one brand.',
      'Retention rose by 40% in a month.',
      'We were featured in Forbes last spring.',
      'We have worked with Netflix on several shows.',
      'In 2022 a second office opened and we delivered our 10,000th video.',
    ].join('\n\n');
    const claims = run({ content }).items.filter((candidate) => candidate.claim);

    expect(claims.map((candidate) => [candidate.excerpt, candidate.level])).toEqual([
      ['Our ads returned $5M for one brand.', 'blocker'],
      ['Retention rose by 40% in a month.', 'blocker'],
      ['We were featured in Forbes last spring.', 'blocker'],
      ['We have worked with Netflix on several shows.', 'blocker'],
      ['In 2022 a second office opened and we delivered our 10,000th video.', 'pass'],
    ]);
  });

  it('follows the brand kit: a fact added to it supports the claim', () => {
    const sentence = 'We were featured in Forbes last spring.';
    const brandKit = { ...DEFAULT_BRAND_KIT, facts: [...DEFAULT_BRAND_KIT.facts, { statement: 'Hyperframe was featured in Forbes in spring 2025.' }] };

    const sut = checkPost({ ...GOOD, content: `${GOOD.content}\n\n${sentence}` }, { ...context, brandKit });

    expect(sut.items.find((candidate) => candidate.excerpt === sentence)?.level).toBe('pass');
  });

  it('reports each banned phrase with its field, position and the length of the words matched', () => {
    const sut = run({ title: 'A game-changer for editors', content: `${GOOD.content}\n\nLet us delve into it.\nIn today’s fast-paced world, delving is everything.` });

    const hits = sut.items.filter((candidate) => candidate.id.startsWith('banned-phrase-'));
    expect(hits.map((candidate) => [candidate.level, candidate.position])).toEqual([
      ['warning', { field: 'content', line: 17, column: 8, length: 'delve'.length }],
      ['warning', { field: 'content', line: 18, column: 1, length: 'In today’s fast-paced world'.length }],
      ['warning', { field: 'content', line: 18, column: 30, length: 'delving'.length }],
      ['warning', { field: 'title', line: 1, column: 3, length: 'game-changer'.length }],
    ]);
    expect(hits[0].message).toBe('Banned phrase "delve" in the content at line 17, column 8.');
    expect(hits[1].excerpt).toContain('In today’s fast-paced world');
    expect(byId(run({}), 'banned-phrases').level).toBe('pass');
  });

  it('warns about hard reading with a maintained readability formula', () => {
    const dense =
      'Notwithstanding organisational considerations, comprehensive multidisciplinary evaluation methodologies necessitate sophisticated interdepartmental communication infrastructures, particularly regarding postproduction standardisation. ';
    const sut = run({ content: `## Theory\n\n${dense.repeat(8)}` });

    expect(byId(sut, 'reading-level')).toMatchObject({ level: 'warning', message: expect.stringMatching(/Flesch reading ease -?\d+/) });
    expect(byId(run({}), 'reading-level').message).toMatch(/Reads easily: Flesch reading ease \d+/);
  });

  it('warns when the keyword is in neither the title nor the first paragraph, or there is none', () => {
    expect(byId(run({ keywords: 'lighting, youtube' }), 'keyword')).toMatchObject({ level: 'warning', excerpt: 'lighting' });
    // In a later paragraph only:
    expect(byId(run({ keywords: '["waveform"]', title: 'Grading' }), 'keyword').level).toBe('warning');
    // In the first paragraph, not in the title:
    expect(byId(run({ keywords: 'the routine', title: 'Grading' }), 'keyword').level).toBe('pass');
    expect(byId(run({ keywords: [] }), 'keyword').level).toBe('warning');
  });

  it('blocks a post whose article is not written yet', () => {
    const sut = run({ content: DRAFT_PLACEHOLDER_CONTENT });

    expect(byId(sut, 'content').level).toBe('blocker');
    expect(sut.score).toBe(85);
  });

  it("blocks the spec's older placeholder line as well, alone or left inside written text (issue 27)", () => {
    const older = 'This post is ready for Claude to write content.';
    expect(byId(run({ content: `  ${older}\n` }), 'content')).toMatchObject({ level: 'blocker', message: 'The article has not been written yet.' });

    const leftOver = run({ content: `${GOOD.content}\n\n${older}` });
    expect(byId(leftOver, 'placeholder')).toMatchObject({ level: 'blocker', excerpt: older });
    expect(run({}).items.find((check) => check.id === 'placeholder')).toBeUndefined();
  });

  it('scores 100 less 15 a blocker and 5 a warning, never below 0', () => {
    expect(run({ title: 'x'.repeat(61), slug: 'Bad Slug' }).score).toBe(80);
    const many = Array.from({ length: 10 }, (_unused, index) => `We generated ${index + 1}00M views.`).join('\n\n');
    expect(run({ content: `${GOOD.content}\n\n${many}` }).score).toBe(0);
  });
});
