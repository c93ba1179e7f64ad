/** A plausible model-written article body (over 30 words) for parsing tests. */
export const SAMPLE_ARTICLE = [
  'Retention is won or lost in the first thirty seconds, and most creators lose it with a slow open.',
  '',
  '## Start with the payoff',
  '',
  'Show the result first, then explain how you got there. Viewers stay when they know what is coming.',
  '',
  '- Cut the greeting',
  '- Open on motion',
  '- Promise one clear outcome',
  '',
  '## Keep the pace honest',
  '',
  'Trim pauses, but leave room for the moments that matter. Our editors learned this in television.',
].join('\n');
