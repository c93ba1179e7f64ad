import { AGENCY, AGENCY_SERVICES, SITE } from '@app/site';
import type { BrandKitContent } from '../entities/brand-kit.entity';

const SPEC = 'Product spec';

/**
 * The brand kit a new database starts with, from the spec's facts (§1 figures and services, §2 offices,
 * home counters and the About timeline): the admin edits it from there in the studio.
 */
export const DEFAULT_BRAND_KIT: BrandKitContent = {
  voiceRules: [
    `Write as ${AGENCY.name}: "we" for the agency, "you" for the reader.`,
    'Practical, direct and confident, with the calm authority of a television edit suite; never hype.',
    'Short sentences in the active voice; one idea per paragraph; concrete steps over generalities.',
    'State only the figures, clients and results listed in the brand facts; never invent a number, a client or a quote.',
    'No clickbait, no exclamation marks, no emojis in headings.',
    'British English spelling and punctuation (optimise, colour, programme, centre).',
  ],
  facts: [
    { statement: `${AGENCY.name} is a video editing and content-growth agency with a television-industry background.`, source: `${SPEC} §1` },
    { statement: `${AGENCY.name} has ${AGENCY.yearsExperience} years of experience in video editing and production.`, source: `${SPEC} §1` },
    { statement: `Our work has generated ${AGENCY.viewsGenerated} views for clients.`, source: `${SPEC} §1` },
    { statement: `Our work has generated ${AGENCY.revenueGenerated} in revenue for clients.`, source: `${SPEC} §1` },
    { statement: `We completed ${AGENCY.projectsBy2022} video projects by 2022.`, source: `${SPEC} §1` },
    { statement: 'Home page statistics: 13,773 projects completed, 58.4M+ views generated and $19M+ generated for clients.', source: `${SPEC} §2 (Home)` },
    { statement: `${AGENCY.name} was founded in 2019 and has offices in ${SITE.offices}; the headquarters is in London.`, source: `${SPEC} §2` },
    { statement: 'In 2020 the first full-time team joined and the London headquarters opened.', source: `${SPEC} §2 (About timeline)` },
    { statement: 'In 2021 we started editing sales content: paid ads, launch videos and sales video letters.', source: `${SPEC} §2 (About timeline)` },
    { statement: 'In 2022 a second office opened and the team delivered its 10,000th video.', source: `${SPEC} §2 (About timeline)` },
    { statement: 'In 2023 a third office opened and the videos we edited passed 40M views.', source: `${SPEC} §2 (About timeline)` },
    { statement: 'In 2024 we launched an AI-assisted service and the Scale service.', source: `${SPEC} §2 (About timeline)` },
    { statement: 'In 2025 the Academy opened to coach video editors.', source: `${SPEC} §2 (About timeline)` },
    { statement: 'Revisions are turned around in about 24 hours.', source: `${SPEC} §2 (Terms)` },
  ],
  services: AGENCY_SERVICES.map((service) => ({
    name: service.name,
    description: `${service.pitch[0].toUpperCase()}${service.pitch.slice(1)}${service.available ? '' : ' (coming soon)'}.`,
  })),
  bannedPhrases: [
    'delve',
    "in today's fast-paced world",
    "in today's digital age",
    'game-changer',
    'game changer',
    'unlock',
    'unleash',
    'elevate your',
    'ever-evolving landscape',
    'navigate the complexities',
    'tapestry',
    'embark on a journey',
    "it's important to note",
    'look no further',
    'take it to the next level',
    'supercharge',
    'harness the power',
    'cutting-edge',
    'seamlessly',
  ],
  spelling: 'en-GB',
};
