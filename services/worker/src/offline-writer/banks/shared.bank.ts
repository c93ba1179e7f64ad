import { SectionMaterial } from './bank.types';

/** Second intro paragraphs: why listen to us. {keywordLine} is filled with the article's keywords. */
export const CREDIBILITY_PARAGRAPHS: string[] = [
  'At Hyperframe we have spent {years} years in video, starting in television, and by 2022 our team had completed {projects} video projects. This guide distils what that experience taught us about {topic}{keywordLine}.',
  'Our editors learned the trade in television, where deadlines are fixed and every second of airtime is earned. Since then we have worked on {projects} projects and helped generate {views} views for the people we work with. Here is how we think about {topic}{keywordLine}.',
  'This is not theory. It is the approach our London team uses every week, refined over {years} years of broadcast and online work and more than {projects} completed video projects. Below we break down {topic}{keywordLine}.',
];

/** A section on what the agency's experience teaches; mentions the five services. */
export const EXPERIENCE_SECTIONS: SectionMaterial[] = [
  {
    headings: ['What {years} years in video taught us', 'Lessons from the television edit suite', 'Why a broadcast background still matters'],
    paragraphs: [
      'Television trains a particular discipline: the story has to work the first time, the audio has to be clean and the deadline never moves. We brought those standards online, and they are a big part of why the work we have touched has passed {views} views.',
      'Today that experience runs through five services: Creator for retention-focused editing and channel growth, Influencer for scaling social content, Scale for paid ads, sales video letters and brand projects, the Academy for editors who want to build a career, and Live for multi-camera production. Different goals, same standard.',
    ],
  },
  {
    headings: ['The numbers behind the advice', 'What thousands of projects have in common', 'Patterns from {projects} projects'],
    paragraphs: [
      'After {projects} video projects completed by 2022, patterns become hard to ignore. The videos that performed were rarely the most expensive; they were the ones with a clear promise, a strong opening and an edit that respected the viewer\'s time.',
      'Those patterns shaped how we structure our services. Creator and Influencer focus on growth and retention for channels and social accounts, Scale applies the same thinking to ads and VSLs, and the Academy and Live services extend it to training editors and live production.',
    ],
  },
  {
    headings: ['How we apply this with clients', 'What this looks like in practice', 'Inside our workflow'],
    paragraphs: [
      'Every project we take on starts with the same question: what should the viewer do or feel at the end? That question decides the structure, the pace and the call to action long before anyone opens an editing timeline.',
      'It is the same question whether we are cutting a creator\'s weekly upload through our Creator service, a paid campaign through Scale or a social series through Influencer, and it is what we teach editors in the Academy. It has helped generate {revenue} for the people we work with.',
    ],
  },
];

export interface ToneMaterial {
  headings: string[];
  paragraph: string;
  listLead: string;
}

export const TONE_SECTIONS: Record<'professional' | 'casual' | 'technical', ToneMaterial[]> = {
  professional: [
    {
      headings: ['Pro tips from the edit suite', 'What the professionals do differently', 'Habits of the best teams we work with'],
      paragraph: 'The difference between good and great is usually a handful of habits applied every single time. These are the ones we see in the most effective {audience} we work with, and the ones we insist on in our own projects.',
      listLead: 'Put these into practice on your next project:',
    },
  ],
  casual: [
    {
      headings: ['If you are just getting started', 'A beginner-friendly starting point', 'Your first steps'],
      paragraph: 'If all of this feels like a lot, start small. You do not need expensive gear or years of experience to get {topic} right; you need a simple process you can repeat and improve. Here is the one we recommend to people who are new to it.',
      listLead: 'Follow these steps in order:',
    },
  ],
  technical: [
    {
      headings: ['Advanced techniques worth mastering', 'Under the hood: the technical detail', 'Going deeper'],
      paragraph: 'Once the fundamentals are second nature, the gains come from technique and tooling. These are the advanced methods our senior team relies on when {topic} has to perform at scale, and they reward the time it takes to learn them.',
      listLead: 'Techniques to add to your toolkit:',
    },
  ],
};

/** A neutral closing for categories outside the four, pointing to the services page (spec §2). */
export const GENERIC_CLOSINGS: string[] = [
  'Whatever you are making, the same principles apply: a clear promise, a strong edit and a plan for what happens after the view. With {years} years of experience and {views} views generated, our team offers five services (Creator, Influencer, Scale, Academy and Live) to help at every stage. Ready to transform your video content? View our services to find the right fit.',
];

export const GENERIC_CLOSING_HEADINGS = ['Ready to transform your video content?', 'Where to go from here'];
