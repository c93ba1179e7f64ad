import { AGENCY } from '@app/site';
import { capitalize } from './text';

export interface TemplateValues {
  topic: string;
  audience: string;
  kw: string;
  keywordLine?: string;
}

/** Fills the writer's placeholders; agency facts are always available. */
export function fillTemplate(template: string, values: TemplateValues): string {
  const table: Record<string, string> = {
    topic: values.topic,
    // {Topic} opens a sentence: only its first letter is raised (Title Case is for titles).
    Topic: capitalize(values.topic),
    audience: values.audience,
    kw: values.kw,
    keywordLine: values.keywordLine ?? '',
    years: AGENCY.yearsExperience,
    views: AGENCY.viewsGenerated,
    revenue: AGENCY.revenueGenerated,
    projects: AGENCY.projectsBy2022,
  };
  const filled = template.replace(/\{(\w+)\}/g, (match, key: string) => table[key] ?? match);
  // A placeholder at the start of a sentence must start with a capital letter.
  return filled.replace(/(^|[.!?]\s+)([a-z])/g, (_m, lead: string, letter: string) => `${lead}${capitalize(letter)}`);
}
