/** BullMQ queue names. The string values are stored in Redis keys and ai_jobs rows: never rename them. */
export enum QueueName {
  Ideas = 'ideas',
  Articles = 'articles',
  Images = 'images',
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
  /** Issue 27: 'Rewrite this sentence': one sentence of a post rewritten, proposed as a byte-exact splice. */
  RewriteSentence = 'rewrite-sentence',
}
