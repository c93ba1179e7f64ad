export * from './content.types';
export { generateIdeas } from './idea-generator';
export { writeArticle, ARTICLE_MIN_WORDS, ARTICLE_MAX_WORDS } from './article-writer';
export { reviseArticle, reviseSection, feedbackFocus } from './article-reviser';
export { describeArticle, metaDescriptionFrom } from './article-metadata';
export { parseArticle, renderArticle } from './markdown-document';
export type { ArticleDocument, ArticleSection } from './markdown-document';
export { countWords, truncateAtWord, toTitleCase } from './text';
export { resolveTopic } from './topic';
