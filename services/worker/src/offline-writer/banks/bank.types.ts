/**
 * Material the offline writer composes articles from. Text may hold placeholders that the writer fills:
 * {topic} (running-text topic), {Topic} (title case), {audience}, {kw} (the lead keyword).
 */
export interface ListMaterial {
  lead: string;
  items: string[];
  ordered?: boolean;
}

export interface SectionMaterial {
  /** Heading variants; one is chosen per article. */
  headings: string[];
  paragraphs: string[];
  list?: ListMaterial;
  /** Where the list goes: after the first paragraph (default) or at the end. */
  listAt?: 'middle' | 'end';
}

export interface TableMaterial {
  headings: string[];
  lead: string;
  columns: string[];
  rows: string[][];
  after: string;
}

export interface ChecklistMaterial {
  headings: string[];
  lead: string;
  items: string[];
}

export interface CategoryBank {
  /** Opening paragraphs: the hook. */
  openers: string[];
  sections: SectionMaterial[];
  /** Short, practical tips (professional tone). */
  proTips: string[];
  /** Ordered first steps (casual tone: beginner guides). */
  beginnerSteps: string[];
  /** Deeper techniques (technical tone). */
  advanced: string[];
  /** Concrete examples the reviser uses when asked for examples. */
  examples: string[];
  table: TableMaterial;
  checklist: ChecklistMaterial;
  /** Closing paragraphs with the category's call to action. */
  closings: string[];
  closingHeadings: string[];
  /** Keywords the category always brings. */
  keywords: string[];
  /** Idea title templates specific to the category ({Topic} placeholders). */
  ideaTemplates: string[];
  /** Readers an idea title can address ("{Topic} for Freelance Editors: ..."): a dimension of the idea space. */
  ideaAudiences: string[];
}
