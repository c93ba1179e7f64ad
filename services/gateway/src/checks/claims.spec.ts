import { DEFAULT_BRAND_KIT, type BrandKitContent } from '@app/contract';
import { atomsOf } from './claim-atoms';
import { figureFits, quantitiesIn, type Quantity } from './claim-quantities';
import { judgeSentence } from './claims';

const CONTEXT = { agencyName: 'Hyperframe', serviceNames: ['Creator', 'Influencer', 'Scale', 'Academy', 'Live'] };

describe(quantitiesIn.name, () => {
  it.each([
    ['55.8M+ views', 55_800_000, 'views', 'atLeast'],
    ['55,800,000 views', 55_800_000, 'views', 'exact'],
    ['$22M+ in client revenue', 22_000_000, 'revenue', 'atLeast'],
    ['22 million dollars', 22_000_000, 'revenue', 'exact'],
    ['over a decade', 10, 'experience', 'atLeast'],
    ['nearly two decades', 20, 'experience', 'approx'],
    ['ten thousand video projects', 10_000, 'projects', 'exact'],
    ['Fifty-five million views', 55_000_000, 'views', 'exact'],
    ['our 10,000th video', 10_000, 'projects', 'exact'],
    ['a second office', 2, 'offices', 'exact'],
    ['more than 500 full-time editors', 500, 'staff', 'atLeast'],
    ['a 24-hour turnaround', 24, 'turnaround', 'exact'],
    ['within 2 days', 48, 'turnaround', 'atMost'],
    ['40% more watch time', 40, 'percent', 'exact'],
    ['10x growth', 10, 'multiplier', 'exact'],
    ['tripled the subscriber count', 3, 'multiplier', 'exact'],
    ['nine out of ten', 90, 'percent', 'exact'],
  ])('reads "%s" as %d %s (%s)', (text, value, measure, bound) => {
    expect(quantitiesIn(`We said ${text}.`)).toEqual([expect.objectContaining({ value, measure, bound })]);
  });

  it.each(['Keep hooks under 3 seconds.', 'Export at 4K and 10-bit.', 'Founded in 2019.', 'A 16:9 master.', 'Earn 5-15k a month.', 'Use 3 to 5 shots.', 'Five-star reviews.', 'One client said so.', 'The number one mistake.'])(
    'finds no figure a claim could be about in "%s"',
    (text) => {
      expect(quantitiesIn(text)).toEqual([]);
    },
  );
});

describe(figureFits.name, () => {
  const figure = (value: number, bound: Quantity['bound']): Quantity => ({ value, bound, measure: 'views', text: '', index: 0, money: false });

  it.each([
    [figure(10, 'atLeast'), figure(16, 'atLeast'), true],
    [figure(16, 'exact'), figure(16, 'atLeast'), true],
    [figure(55, 'exact'), figure(55.8, 'atLeast'), true],
    [figure(56, 'approx'), figure(55.8, 'atLeast'), true],
    [figure(20, 'exact'), figure(16, 'atLeast'), false],
    [figure(20, 'atLeast'), figure(16, 'atLeast'), false],
    [figure(5, 'exact'), figure(55.8, 'atLeast'), false],
    [figure(2, 'exact'), figure(24, 'approx'), false],
    [figure(24, 'atMost'), figure(24, 'approx'), true],
  ])('%o against the fact %o: %s', (claim, fact, fits) => {
    expect(figureFits(claim, fact)).toBe(fits);
  });
});

describe(atomsOf.name, () => {
  it('splits a sentence into its claims, in order', () => {
    const sut = atomsOf('Our London and Glasgow teams have generated 55.8M+ views and $22M+ in client revenue.', CONTEXT);

    expect(sut.map((atom) => [atom.kind, atom.text])).toEqual([
      ['name', 'London'],
      ['name', 'Glasgow'],
      ['figure', '55.8M+ views'],
      ['figure', '$22M+ in client revenue'],
    ]);
  });

  it.each([
    ['Every client is guaranteed 10x channel growth within 30 days.', ['guarantee', 'figure']],
    ['Hyperframe was ranked the number one video agency in Europe in 2024.', ['ranking', 'date']],
    ['Hyperframe is an award-winning agency.', ['award']],
    ['We have worked with Netflix on several shows.', ['name']],
  ])('finds the atoms of "%s"', (sentence, kinds) => {
    expect(atomsOf(sentence, CONTEXT).map((atom) => atom.kind)).toEqual(kinds);
  });

  it.each([
    'In this article: organise the project…',
    'The number one mistake we see is a slow opening.',
    'The best time to plan a thumbnail is before you shoot.',
    'This guarantees that every export matches the edit.',
    'If your CTR is under 2%, test a new thumbnail.',
    'In 2024, YouTube started testing AI-made video summaries.',
    'Let us look at the three steps that matter most.',
  ])('finds no claim about the agency in "%s"', (sentence) => {
    expect(atomsOf(sentence, CONTEXT)).toEqual([]);
  });
});

describe(judgeSentence.name, () => {
  it.each([
    'With 16+ years behind us and 10,000 projects completed by 2022, we know what works.',
    'Our London and Glasgow teams have generated 55.8M+ views and $22M+ in client revenue.',
    'We have helped creators grow for over a decade.',
    'Our work has generated 55,800,000 views for clients.',
    'The videos we edit have earned our clients 22 million dollars in revenue.',
  ])('supports "%s" with the brand facts (compound sentences and paraphrases too)', (sentence) => {
    const sut = judgeSentence(sentence, DEFAULT_BRAND_KIT)!;

    expect(sut.verdict).toBe('supported');
    for (const atom of sut.atoms) expect(atom).toMatchObject({ verdict: 'supported', fact: { statement: expect.any(String) }, explanation: expect.stringContaining('brand fact') });
  });

  it('contradicts a figure a fact states otherwise, quoting the fact', () => {
    const sut = judgeSentence('With 20 years of experience, we know what works.', DEFAULT_BRAND_KIT)!;

    expect(sut).toMatchObject({ verdict: 'contradicted', atoms: [{ text: '20 years', verdict: 'contradicted', fact: { statement: 'Hyperframe has 16+ years of experience in video editing and production.' } }] });
  });

  it('contradicts a year a fact gives otherwise for the same event', () => {
    expect(judgeSentence('Hyperframe was founded in 2015.', DEFAULT_BRAND_KIT)).toMatchObject({ verdict: 'contradicted', atoms: [{ kind: 'date', fact: { statement: expect.stringContaining('founded in 2019') } }] });
    expect(judgeSentence('We opened our second office in 2020.', DEFAULT_BRAND_KIT)?.verdict).toBe('contradicted');
  });

  it.each([
    ['We employ more than 500 full-time editors.', 'no brand fact states editors or staff'],
    ['Every client is guaranteed 10x channel growth within 30 days.', 'a guarantee no brand fact makes'],
    ['Hyperframe was ranked the number one video agency in Europe in 2024.', 'a ranking no brand fact backs'],
    ['We promise your next upload will go viral.', 'a guarantee no brand fact makes'],
  ])('finds "%s" unsupported: %s', (sentence, reason) => {
    const sut = judgeSentence(sentence, DEFAULT_BRAND_KIT)!;

    expect(sut.verdict).toBe('unsupported');
    expect(sut.atoms.find((atom) => atom.verdict === 'unsupported')?.explanation).toContain(reason);
  });

  it('follows the brand kit: a fact added to it supports a ranking, a medium and a figure', () => {
    const kit: BrandKitContent = {
      ...DEFAULT_BRAND_KIT,
      facts: [
        ...DEFAULT_BRAND_KIT.facts,
        { statement: 'Hyperframe was ranked the number one video agency in Europe by the Example Awards in 2024.' },
        { statement: 'Hyperframe was featured in Forbes in spring 2025.' },
        { statement: 'We have 45 full-time editors.' },
      ],
    };

    expect(judgeSentence('Hyperframe was ranked the number one video agency in Europe in 2024.', kit)?.verdict).toBe('supported');
    expect(judgeSentence('We were featured in Forbes last spring.', kit)?.verdict).toBe('supported');
    expect(judgeSentence('Our team of 45 editors works across three time zones.', kit)?.verdict).toBe('supported');
    expect(judgeSentence('Our team of 60 editors works across three time zones.', kit)?.verdict).toBe('contradicted');
  });
});
