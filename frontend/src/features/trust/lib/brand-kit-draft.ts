import type { FieldSpecs } from '@/lib/studio/field-errors';
import type { BrandKit, BrandKitInput } from '../types';

/** The brand kit as its form edits it: lists of lines as text, facts and services as rows. */
export interface KitDraft {
  version: number;
  voiceRules: string;
  facts: BrandKit['facts'];
  services: BrandKit['services'];
  bannedPhrases: string;
  spelling: BrandKit['spelling'];
}

/** One item a line; blank lines dropped. */
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

export const toKitDraft = (kit: BrandKit): KitDraft => ({
  version: kit.version,
  voiceRules: kit.voiceRules.join('\n'),
  facts: kit.facts,
  services: kit.services,
  bannedPhrases: kit.bannedPhrases.join('\n'),
  spelling: kit.spelling,
});

/**
 * The PUT body, and where each sent fact and service is on screen (blank rows are not sent, so a 400's
 * `facts.3` may be the form's fifth row).
 */
export function toKitInput(draft: KitDraft): { input: BrandKitInput; factAt: number[]; serviceAt: number[] } {
  const factAt = draft.facts.flatMap((fact, index) => (fact.statement.trim() ? [index] : []));
  const serviceAt = draft.services.flatMap((service, index) => (service.name.trim() ? [index] : []));
  return {
    input: {
      version: draft.version,
      voiceRules: lines(draft.voiceRules),
      facts: factAt.map((index) => {
        const fact = draft.facts[index];
        return { statement: fact.statement.trim(), ...(fact.source?.trim() ? { source: fact.source.trim() } : {}) };
      }),
      services: serviceAt.map((index) => draft.services[index]),
      bannedPhrases: lines(draft.bannedPhrases),
      spelling: draft.spelling,
    },
    factAt,
    serviceAt,
  };
}

/** How the brand kit screen names the fields of a 400 (lib/studio/field-errors). */
export function kitFieldSpecs(factAt: number[], serviceAt: number[]): FieldSpecs {
  return {
    facts: { label: (index) => `Fact ${index + 1}`, fields: { statement: 'statement', source: 'source' }, screenIndex: (at) => factAt[at] ?? at },
    services: { label: (index) => `Service ${index + 1}`, fields: { name: 'name', description: 'description' }, screenIndex: (at) => serviceAt[at] ?? at },
    voiceRules: { label: 'Voice rules', item: 'a rule' },
    bannedPhrases: { label: 'Banned phrases', item: 'a phrase' },
    spelling: { label: 'Spelling' },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After a 409: the latest kit with the admin's edits laid on top. A part the admin did not touch takes the
 * latest; a part they changed keeps theirs; facts they only added (the checklist's draft fact) are added
 * to the latest facts, so a fact someone else saved meanwhile is kept too. `newFact` follows the added row.
 */
export function mergeKitEdits(latest: BrandKit, loaded: BrandKit, draft: KitDraft, newFact: number | null): { draft: KitDraft; newFact: number | null } {
  const before = toKitDraft(loaded);
  const now = toKitDraft(latest);
  const pick = <K extends 'voiceRules' | 'services' | 'bannedPhrases' | 'spelling'>(key: K): KitDraft[K] => (same(draft[key], before[key]) ? now[key] : draft[key]);
  const onlyAdded = same(draft.facts.slice(0, before.facts.length), before.facts);
  const facts = onlyAdded ? [...now.facts, ...draft.facts.slice(before.facts.length)] : draft.facts;
  const shift = onlyAdded ? now.facts.length - before.facts.length : 0;
  return {
    draft: { version: latest.version, voiceRules: pick('voiceRules'), facts, services: pick('services'), bannedPhrases: pick('bannedPhrases'), spelling: pick('spelling') },
    newFact: newFact === null ? null : newFact + shift,
  };
}
