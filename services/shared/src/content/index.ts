export * from './agency';
export * from './content.types';
export { generateIdeas } from './idea-generator';
export { writeArticle, ARTICLE_MIN_WORDS, ARTICLE_MAX_WORDS } from './article-writer';
export { reviseArticle, reviseSection, feedbackFocus } from './article-reviser';
export { describeArticle, metaDescriptionFrom } from './article-metadata';
export { parseArticle, renderArticle } from './markdown-document';
export type { ArticleDocument, ArticleSection } from './markdown-document';
export { hashString, createPicker } from './random';
export type { Picker } from './random';
export { countWords, truncateAtWord, toTitleCase } from './text';
export { resolveTopic } from './topic';
export * from './cover';
export {
  demoteSectionHeadings,
  findSection,
  joinSections,
  replaceSectionBody,
  sectionBody,
  sectionHeadings,
  splitSections,
  takeSections,
} from './markdown-sections';
export type { MarkdownSection, SectionedMarkdown } from './markdown-sections';
