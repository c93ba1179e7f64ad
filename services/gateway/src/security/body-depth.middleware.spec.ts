import { jsonDepth, MAX_BODY_DEPTH } from './body-depth.middleware';

describe(jsonDepth.name, () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepth('x')).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ title: 'x', keywords: ['a', 'b'] })).toBe(2);
    expect(jsonDepth([[[1]], { a: { b: null } }])).toBe(3);
  });

  it('measures a 100,000-level body without overflowing the stack, and stops early past a limit', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth(deep, MAX_BODY_DEPTH)).toBe(MAX_BODY_DEPTH + 1);
  });
});
