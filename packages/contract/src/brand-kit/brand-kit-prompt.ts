import type { BrandKitContent } from '../entities/brand-kit.entity';

const SPELLING_RULE: Record<BrandKitContent['spelling'], string> = {
  'en-GB': 'British English (en-GB): optimise, colour, programme, centre; dates as 24 November 2026.',
  'en-US': 'American English (en-US): optimize, color, program, center.',
};

/**
 * The brand kit as a block of prompt text, for every AI stage: the voice, the only facts the writing
 * may state, the services, the phrases it must never use, and the spelling. Pure, so its output is
 * the same for the same kit (prompts are cached and versioned by their text).
 */
export function renderBrandKitPrompt(kit: BrandKitContent): string {
  const list = (items: string[]) => (items.length ? items.map((item) => `- ${item}`).join('\n') : '- (none)');
  return [
    '## Brand kit',
    `Spelling: ${SPELLING_RULE[kit.spelling]}`,
    '',
    'Voice:',
    list(kit.voiceRules),
    '',
    'Facts you may state about the agency (state no other figures, clients, media or results about it):',
    list(kit.facts.map((fact) => (fact.source ? `${fact.statement} (source: ${fact.source})` : fact.statement))),
    '',
    'Services:',
    list(kit.services.map((service) => `${service.name}: ${service.description}`)),
    '',
    'Never use these phrases:',
    list(kit.bannedPhrases.map((phrase) => `"${phrase}"`)),
  ].join('\n');
}
