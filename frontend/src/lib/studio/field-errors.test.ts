import { ApiError } from '@/lib/api-error';
import { fieldErrors, fieldErrorsOf, POST_FIELD_SPECS, problemAt, type FieldSpecs } from './field-errors';

const BRAND_KIT: FieldSpecs = {
  facts: { label: (index) => `Fact ${index + 1}`, fields: { statement: 'statement', source: 'source' } },
  voiceRules: { label: 'Voice rules', item: 'a rule' },
};

describe(fieldErrors.name, () => {
  it.each([
    ['facts.14.statement must be shorter than or equal to 300 characters', 'facts.14.statement', 'Fact 15: statement is too long (max 300 characters)'],
    ['facts[2].source must not contain NUL (U+0000) or unpaired surrogate characters', 'facts.2.source', 'Fact 3: source contains characters that cannot be saved'],
    ['facts.0.a fact needs its statement', 'facts.0', 'Fact 1: a fact needs its statement'],
    ['each value in voiceRules must be shorter than or equal to 500 characters', 'voiceRules', 'Voice rules: a rule is too long (max 500 characters)'],
    ['voiceRules must contain no more than 40 elements', 'voiceRules', 'Voice rules has too many entries (at most 40)'],
  ])('says %j in the words of the screen', (message, key, text) => {
    expect(fieldErrors(message, BRAND_KIT)).toEqual({ fields: [expect.objectContaining({ key, text })], other: [] });
  });

  it("splits the gateway's joined parts, and keeps whole the ones naming no field of the screen", () => {
    const errors = fieldErrors('version must be the whole number the brand kit had when you loaded it; facts.3.statement should not be empty', BRAND_KIT);
    expect(errors.other).toEqual(['version must be the whole number the brand kit had when you loaded it']);
    expect(errors.fields.map((problem) => problem.text)).toEqual(['Fact 4: statement must not be empty']);
  });

  it('counts a list item where the screen shows it when the form left blank rows out of the body', () => {
    const specs = { facts: { ...BRAND_KIT.facts, screenIndex: (bodyIndex: number) => [0, 2, 5][bodyIndex] } };
    expect(fieldErrors('facts.2.statement must be shorter than or equal to 500 characters', specs).fields[0]).toMatchObject({
      key: 'facts.5.statement',
      text: 'Fact 6: statement is too long (max 500 characters)',
    });
  });

  it("names the editor's fields by their labels", () => {
    const errors = fieldErrors('title must be shorter than or equal to 300 characters; estimatedReadTime must be a whole number of minutes', POST_FIELD_SPECS);
    expect(errors.fields.map((problem) => [problem.key, problem.text])).toEqual([
      ['title', 'Title is too long (max 300 characters)'],
      ['estimatedReadTime', 'Read time must be a whole number of minutes'],
    ]);
  });
});

describe(fieldErrorsOf.name, () => {
  it('reads only 400s with a message', () => {
    const bad = new ApiError(400, 'Bad Request', JSON.stringify({ statusCode: 400, message: 'facts.0.statement should not be empty' }));
    const errors = fieldErrorsOf(bad, BRAND_KIT);
    expect(problemAt(errors, 'facts.0')).toBe('Fact 1: statement must not be empty');
    expect(problemAt(errors, 'facts.1')).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(409, 'Conflict', JSON.stringify({ statusCode: 409, message: 'x' })), BRAND_KIT)).toBeNull();
    expect(fieldErrorsOf(new Error('offline'), BRAND_KIT)).toBeNull();
  });
});
