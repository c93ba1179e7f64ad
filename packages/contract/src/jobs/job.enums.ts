/** BullMQ queue names. The string values are stored in Redis keys and ai_jobs rows: never rename them. */
export enum QueueName {
  Ideas = 'ideas',
  Articles = 'articles',
  Images = 'images',
  /** Issue 32: imports of other blogs' exports (long, one at a time, never behind or ahead of AI work). */
  Imports = 'imports',
}

/** Job names. Stable string values: stored in ai_jobs.kind and in Redis. */
export enum JobName {
  GenerateIdeas = 'generate-ideas',
  ProduceArticle = 'produce-article',
  ReviseArticle = 'revise-article',
  RegenerateProductionImage = 'regenerate-production-image',
  RegeneratePostImage = 'regenerate-post-image',
  /** Issue 17: a rewrite of an ageing live post, proposed over it (never applied without an accept). */
  RefreshArticle = 'refresh-article',
  /** Issue 29: a model's second opinion on a post's claims (only when an AI provider is configured). */
  CheckClaims = 'check-claims',
  /** Issue 32: applies an analysed import (import_runs) post by post, with progress; cancellable between posts. */
  ImportPosts = 'import-posts',
  /** Issue 27: 'Rewrite this sentence': one sentence of a post rewritten, proposed as a byte-exact splice. */
  RewriteSentence = 'rewrite-sentence',
}
