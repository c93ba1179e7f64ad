import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { serverMessage } from '@/lib/session';
import { useArticleFigures } from '../api/get-article-figures';
import type { AnalyticsWindow } from '../types';
import { countOf, formatDepth, formatRate } from '../lib/figures-format';

/** The gateway's default: "more like these" starts from the 5 articles with the most readers. */
const BEST_COUNT = 5;
/** Enough rows that BEST_COUNT live ones remain when some of the most read are unpublished now. */
const ASKED_ROWS = 15;
const WINDOW: AnalyticsWindow = 30;

/** What the idea job starts from: `moreLikeThese` of POST /api/ai/ideas/generate. */
export interface MoreLikeTheseBasis {
  postIds: number[];
  days: AnalyticsWindow;
}

/**
 * "More like these" in the idea form: start from the live articles with the most readers over the last 30
 * days, their figures shown (the same figures go into the writer's prompt). Each can be left out; the
 * choice is reported as the `moreLikeThese` to send, or null when the option is off.
 */
export function MoreLikeTheseOption({ onChange }: { onChange: (basis: MoreLikeTheseBasis | null) => void }) {
  const [on, setOn] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const best = useArticleFigures({ days: WINDOW, sort: 'visitors', page: 1, pageSize: ASKED_ROWS }, { enabled: on });
  const articles = useMemo(() => (best.data?.items ?? []).filter((article) => article.published).slice(0, BEST_COUNT), [best.data]);
  const chosen = articles.filter((article) => !left.has(article.postId)).map((article) => article.postId);
  const key = on ? chosen.join(',') : '';

  useEffect(() => {
    onChange(key ? { postIds: key.split(',').map(Number), days: WINDOW } : null);
  }, [key, onChange]);

  const toggle = (postId: number) =>
    setLeft((before) => {
      const next = new Set(before);
      if (!next.delete(postId)) next.add(postId);
      return next;
    });

  return (
    <Box data-testid="more-like-these">
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />}
        label="More like these: start from the best-performing articles"
      />
      {on ? (
        best.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : best.isError ? (
          <Alert severity="warning">{serverMessage(best.error) ?? 'The reading figures could not be loaded.'}</Alert>
        ) : articles.length ? (
          <Box sx={{ pl: { sm: 1 } }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              The ideas build on these articles and your topic; their figures over the last {WINDOW} days go to the writer.
            </Typography>
            <Box component="ul" aria-label="Articles to start from" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {articles.map((article) => (
                <Box component="li" key={article.postId}>
                  <FormControlLabel
                    sx={{ alignItems: 'flex-start', mr: 0, py: 0.25 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={!left.has(article.postId)}
                        // At least one article stays: with none, the option is off.
                        disabled={chosen.length === 1 && !left.has(article.postId)}
                        onChange={() => toggle(article.postId)}
                        sx={{ pt: 0.25 }}
                      />
                    }
                    label={
                      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                        <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {article.title}
                        </Box>
                        <Typography component="span" variant="caption" color="text.secondary">
                          {countOf(article.visitors, 'reader')} · {countOf(article.views, 'view')} · {formatDepth(article.avgReadDepth)} read depth · {formatRate(article.ctaRate)} CTA click-through
                        </Typography>
                      </Box>
                    }
                  />
                </Box>
              ))}
            </Box>
          </Box>
        ) : (
          <Alert severity="info" data-testid="more-like-these-empty">
            No live article was read in the last {WINDOW} days: there is nothing to start from yet.
          </Alert>
        )
      ) : null}
    </Box>
  );
}
