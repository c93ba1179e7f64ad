import { execFileSync } from 'node:child_process';
import { keptTick } from './steady-next-tick';

/**
 * Queues ticks, collects garbage twice with none queued, queues more, then prints what V8's caches
 * for process.nextTick's object literal hold (the `%DebugPrint` of a function lists its feedback
 * slots), in a node of its own: natives syntax and gc() are flags of the whole process.
 */
function nextTickLiteralStates(withModule: boolean): string[] {
  const script = `
    ${withModule ? `require(${JSON.stringify(require.resolve('./steady-next-tick'))});` : ''}
    const print = new Function('f', '%DebugPrint(f)');
    const spin = (left, done) => (left === 0 ? done() : process.nextTick(spin, left - 1, done));
    spin(300, () => setTimeout(() => {
      global.gc();
      global.gc();
      spin(300, () => print(process.nextTick));
    }, 10));
  `;
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--require', require.resolve('@swc-node/register'), '-e', script], {
    encoding: 'utf8',
  });
  return [...out.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]);
}

describe('steady-next-tick', () => {
  it('holds a tick object', () => {
    expect(keptTick).toEqual(expect.any(Object));
  });

  it('keeps process.nextTick one shape through a full GC with nothing queued', () => {
    const states = nextTickLiteralStates(true);
    expect(states).toHaveLength(4);
    expect(new Set(states)).toEqual(new Set(['MONOMORPHIC']));
  });

  it('is what keeps it: without it, that GC leaves process.nextTick megamorphic (node 20)', () => {
    expect(nextTickLiteralStates(false)).toContain('MEGAMORPHIC');
  });
});
