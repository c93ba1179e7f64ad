import { SAMPLE_ARTICLE } from './sample-article';

/** A valid answer for each structured format the pipeline asks for (schema names from stage-schemas.ts). */
export const STAGE_ANSWERS: Record<string, unknown> = {
  ideas: { ideas: ['One clear idea', 'Two clear ideas', 'Three clear ideas', 'Four clear ideas', 'Five clear ideas'] },
  editorial_brief: { angle: 'Retention is an editing decision.', audience: 'YouTube creators', keyPoints: ['Hooks', 'Pacing'], facts: ['16+ years of experience'] },
  article_outline: { sections: ['Start with the payoff', 'Keep the pace honest', 'Close the loop'] },
  article_draft: { content: SAMPLE_ARTICLE },
  edited_text: { content: SAMPLE_ARTICLE, changes: ['Tightened the opening'] },
  seo_fields: { title: 'Retention editing', excerpt: 'How editors keep viewers watching.', metaDescription: 'Editing techniques that keep viewers watching.', keywords: ['retention', 'editing'] },
  cover_text: { alt: 'Title card reading Retention editing' },
};

/** The article stages' format names, in the order the pipeline calls them. */
export const ARTICLE_FORMATS = ['editorial_brief', 'article_outline', 'article_draft', 'edited_text', 'seo_fields', 'cover_text'];
