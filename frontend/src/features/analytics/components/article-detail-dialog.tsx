import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/session';
import { useArticleDetail } from '../api/get-article-detail';
import type { AnalyticsWindow, ArticleFigures } from '../types';
import { formatPeriod } from '../lib/figures-format';
import { FigureTiles } from './figure-tiles';
import { SourceLists } from './source-lists';
import { TrendChart } from './trend-chart';

/** One article over the window: its figures, its trend and where its readers came from. */
export function ArticleDetailDialog({ article, days, onClose }: { article: Pick<ArticleFigures, 'postId' | 'title' | 'slug'> | null; days: AnalyticsWindow; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const detail = useArticleDetail(article?.postId ?? null, days);
  return (
    <Dialog open={article !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="lg" aria-labelledby="article-detail-title">
      <ModalHeader id="article-detail-title" onClose={onClose}>
        {article?.title}
      </ModalHeader>
      <DialogContent dividers>
        {detail.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : detail.isError ? (
          <Alert severity="warning">{serverMessage(detail.error) ?? 'The figures of this article could not be loaded.'}</Alert>
        ) : (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Typography color="text.secondary">
                Last {days} days · {formatPeriod(detail.data.from, detail.data.to)}
              </Typography>
              {article ? (
                <Button size="small" component="a" href={paths.article(article.slug)} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />} sx={{ alignSelf: 'flex-start' }}>
                  View the article
                </Button>
              ) : null}
            </Stack>
            <FigureTiles figures={detail.data.article} label={`Figures of ${detail.data.article.title}`} testId="article-detail-figures" />
            <TrendChart series={detail.data.series} />
            <SourceLists sources={detail.data.sources} />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
