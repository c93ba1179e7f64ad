import type { PostChecks } from '@/lib/studio/api/get-checks';

/** The sentences the checks found unsupported (each once), for marking them in the article text. */
export function unsupportedSentences(checks: PostChecks | undefined): string[] {
  const sentences = (checks?.items ?? []).flatMap((item) => (item.claim && !item.claim.supported ? [item.claim.sentence] : []));
  return [...new Set(sentences)];
}
