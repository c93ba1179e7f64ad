import { acceptsWebp, etagMatches } from './media-negotiation';

describe(acceptsWebp.name, () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', true],
    ['image/webp', true],
    ['IMAGE/WEBP;q=0.5', true],
    [undefined, false],
    ['*/*', false],
    ['image/*', false],
    ['image/png,image/webp;q=0', false],
    ['image/webp; q=0.000', false],
  ])('%s -> %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe(etagMatches.name, () => {
  it('compares each listed tag, weak or strong, with the representation ETag', () => {
    expect(etagMatches('"a-webp"', '"a-webp"')).toBe(true);
    expect(etagMatches('"x", W/"a-webp"', '"a-webp"')).toBe(true);
    expect(etagMatches('"a"', '"a-webp"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
