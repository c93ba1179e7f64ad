import { useMemo } from 'react';
import { ArticleMarkdown } from '@/components/article/article-markdown';
import { useChecks } from '@/lib/studio/api/get-checks';
import { unsupportedSentences } from '../lib/unsupported-claims';

/** The article as written, with the checklist's unsupported claims marked where they stand (issue 16). */
export function CheckedArticle({ productionId, content }: { productionId: number; content: string }) {
  const checks = useChecks({ kind: 'production', id: productionId });
  const highlights = useMemo(() => unsupportedSentences(checks.data), [checks.data]);
  return <ArticleMarkdown content={content} highlights={highlights} />;
}
