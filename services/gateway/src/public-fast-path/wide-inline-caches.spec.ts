import { execFileSync } from 'node:child_process';
import { SHAPES_PER_ACCESS } from './wide-inline-caches';

/**
 * The state V8 keeps for one property access that met `shapes` object shapes, in a node of its own
 * (natives syntax is a flag of the whole process), with or without the module loaded first.
 */
function accessState(withModule: boolean, shapes: number): string {
  const script = `
    ${withModule ? `require(${JSON.stringify(require.resolve('./wide-inline-caches'))});` : ''}
    const print = new Function('f', '%DebugPrint(f)');
    function read(o) { return o.x; }
    const objects = [];
    for (let i = 0; i < ${shapes}; i += 1) { const o = { x: 1 }; o['p' + i] = i; objects.push(o); }
    for (let round = 0; round < 100; round += 1) for (const o of objects) read(o);
    print(read);
  `;
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--require', require.resolve('@swc-node/register'), '-e', script], { encoding: 'utf8' });
  return /LoadProperty (\w+)/.exec(out)?.[1] ?? `no LoadProperty slot in:\n${out}`;
}

describe('wide-inline-caches', () => {
  it('keeps an access that met 8 shapes polymorphic', () => {
    expect(accessState(true, 8)).toBe('POLYMORPHIC');
  });

  it('still gives up past its limit', () => {
    expect(accessState(true, SHAPES_PER_ACCESS + 1)).toBe('MEGAMORPHIC');
  });

  it("is what keeps it: with V8's default (4), the same access is megamorphic", () => {
    expect(accessState(false, 8)).toBe('MEGAMORPHIC');
  });
});
