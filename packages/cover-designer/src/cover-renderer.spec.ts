import { COVER_ALT_MAX, coverAltText } from './cover-design';
import { BLOG_CATEGORIES } from '@app/site';
import { buildCoverSvg, COVER_VARIANT_COUNT } from './cover-design';
import { closeCoverRenderer, contentHash, renderCover, renderCoverAsync } from './cover-renderer';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe(renderCover.name, () => {
  const sut = renderCover;
  const title = 'The Editor\'s Guide to YouTube Retention: From Raw Footage to Final Cut';

  it('renders a 1200x630 PNG', () => {
    const cover = sut({ title, category: 'Video Editing', variant: 0 });
    expect(cover.png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(cover.png)).toEqual({ width: 1200, height: 630 });
    expect(cover).toMatchObject({ width: 1200, height: 630 });
    expect(cover.svg).toContain('HYPERFRAME');
  });

  it('gives every variant a different design', () => {
    const hashes = new Set<string>();
    for (let variant = 0; variant < COVER_VARIANT_COUNT; variant += 1) {
      hashes.add(contentHash(sut({ title, category: 'Video Marketing', variant }).png));
    }
    expect(COVER_VARIANT_COUNT).toBeGreaterThanOrEqual(3);
    expect(hashes.size).toBe(COVER_VARIANT_COUNT);
    // Regenerating moves on to the next layout: variant n and n+1 always differ.
    expect(buildCoverSvg({ title, category: 'Video Marketing', variant: 7 })).not.toEqual(
      buildCoverSvg({ title, category: 'Video Marketing', variant: 8 }),
    );
  });

  it('is deterministic', () => {
    expect(sut({ title, category: 'Audience Building', variant: 2 }).png).toEqual(sut({ title, category: 'Audience Building', variant: 2 }).png);
  });

  it('uses the category colour as the accent', () => {
    const accents: Record<string, string> = {
      'Video Marketing': '#22C55E',
      'Video Editing': '#FACC15',
      'Content Creating': '#F97316',
      'Audience Building': '#A855F7',
      Other: '#9CA3AF',
    };
    for (const category of [...BLOG_CATEGORIES, 'Other']) {
      expect(buildCoverSvg({ title, category, variant: 0 })).toContain(accents[category]);
    }
  });

  it('escapes XML in titles and still renders', () => {
    const tricky = `Tom & Jerry's <Guide> to "Quotes" ${'and a very long tail '.repeat(8)}`;
    const cover = sut({ title: tricky, category: 'Content Creating', variant: 1 });
    for (const escaped of ['&amp;', 'Jerry&apos;s', '&lt;Guide&gt;', '&quot;Quotes&quot;']) expect(cover.svg).toContain(escaped);
    expect(cover.svg).not.toContain('<Guide>');
    expect(pngSize(cover.png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('text the SVG could not hold', () => {
  // A row written before the gateway cleaned text on the way in can hold any of these (issue 25, item 4).
  const hostile = ['Bad\u0001title', 'esc \u001b[31m red', 'bell\u0007 and DEL\u007f', 'C1 \u0085\u009f', 'nonchar \ufffe\uffff', 'lone \ud800 surrogate', 'NUL \u0000 in it'];

  it.each(hostile)('renders a title holding %j, the characters left out', (title) => {
    for (let variant = 0; variant < COVER_VARIANT_COUNT; variant += 1) {
      const cover = renderCover({ title, category: `Odd ${title}`, variant });
      expect(pngSize(cover.png)).toEqual({ width: 1200, height: 630 });
      expect(cover.svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|\p{Cs}/u);
    }
  });

  it('writes alt text without them', () => {
    expect(coverAltText({ title: 'Bad\u0001 title\r\nsecond line', category: 'Video\u0007 Editing' })).toBe(
      'Featured image for "Bad title second line": a Video Editing title card with the Hyperframe mark',
    );
  });
});

describe(renderCoverAsync.name, () => {
  afterAll(() => closeCoverRenderer());

  it('gives the same bytes as renderCover, from its background thread, several at once', async () => {
    const inputs = [0, 1, 2].map((variant) => ({ title: `Async cover ${variant} & <friends>`, category: 'Video Editing', variant }));
    const covers = await Promise.all(inputs.map((input) => renderCoverAsync(input)));
    covers.forEach((cover, index) => {
      const inPlace = renderCover(inputs[index]);
      expect(cover.png.equals(inPlace.png)).toBe(true);
      expect(cover).toMatchObject({ width: 1200, height: 630, svg: inPlace.svg });
    });
  });

  it('starts a new thread after being closed', async () => {
    await closeCoverRenderer();
    const cover = await renderCoverAsync({ title: 'After close', category: 'Other', variant: 0 });
    expect(pngSize(cover.png)).toEqual({ width: 1200, height: 630 });
  });
});

describe(contentHash.name, () => {
  it('is the SHA-256 hex of the bytes', () => {
    expect(contentHash(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('coverAltText', () => {
  it('describes the card from its title and category, deterministically, within the limit', () => {
    expect(coverAltText({ title: 'Hooks that hold', category: 'Video Editing' })).toBe('Featured image for "Hooks that hold": a Video Editing title card with the Hyperframe mark');
    const long = coverAltText({ title: 'word '.repeat(80), category: 'Video Editing' });
    expect(long.length).toBeLessThanOrEqual(COVER_ALT_MAX);
    expect(long).toMatch(/…": a Video Editing title card with the Hyperframe mark$/);
  });
});
