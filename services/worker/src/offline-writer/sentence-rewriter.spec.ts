import { rewriteClaimSentence } from './sentence-rewriter';

describe(rewriteClaimSentence.name, () => {
  it.each([
    ['Our clients saw retention rise by 32% in a month.', 'Our clients saw retention rise noticeably in a month.'],
    ['Short intros get 45% more views than long ones.', 'Short intros get more views than long ones.'],
    ['Retarget viewers who watched 50% or more with a direct-response cut.', 'Retarget viewers who watched most with a direct-response cut.'],
    ['About 70% of viewers leave in the first minute.', 'A large share of viewers leave in the first minute.'],
    ['The playbook behind 55.8M+ views works for any niche.', 'The playbook behind millions of views works for any niche.'],
    ['Paid edits brought in $2.5M in revenue last year.', 'Paid edits brought in significant revenue last year.'],
    ['A good thumbnail can triple reach: 3x the clicks for the same video.', 'A good thumbnail can triple reach: several times the clicks for the same video.'],
    ['Editors with 16+ years of experience cut faster.', 'Editors with many years of experience cut faster.'],
    ['The team has finished 10,000 videos since 2019.', 'The team has finished thousands of videos for years.'],
    ['Channels with **40% higher** retention grow.', 'Channels with **higher** retention grow.'],
  ])('softens the figures of %j', (sentence, expected) => {
    expect(rewriteClaimSentence(sentence)).toBe(expected);
  });

  it('drops a claim about the agency that names clients or boasts without a figure', () => {
    expect(rewriteClaimSentence('We have worked with Netflix and the BBC.')).toBe('');
    expect(rewriteClaimSentence('Hyperframe is the best editing agency our clients have found.')).toBe('');
    expect(rewriteClaimSentence('As seen in [Forbes](https://forbes.com), our edits win.')).toBe('');
  });

  it('leaves a sentence without a claim as it is (nothing to propose)', () => {
    expect(rewriteClaimSentence('Cut on the action, not after it.')).toBe('Cut on the action, not after it.');
  });
});
