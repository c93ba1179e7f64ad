import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StudioImage } from '@/components/studio/studio-image';
import { ArticleMarkdown } from '@/components/article/article-markdown';
import { CategoryBadge } from '@/components/article/category-badge';
import { keywordList } from '../lib/post-labels';
import type { AdminPost } from '@/lib/studio/post';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

/** Content preview for a post: category, read time, meta description, keywords, image and content. */
export function PostPreviewModal({ post, onClose }: { post: AdminPost | null; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const keywords = post ? keywordList(post) : [];
  return (
    <Dialog open={Boolean(post)} onClose={onClose} aria-labelledby="post-preview-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
      <ModalHeader id="post-preview-title" onClose={onClose}>
        Content Preview
      </ModalHeader>
      <DialogContent dividers>
        {post ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <CategoryBadge category={post.category} />
              <Typography variant="body2" color="text.secondary">
                {post.estimatedReadTime} min read
              </Typography>
            </Stack>
            <Typography variant="h4" component="h3">
              {post.title}
            </Typography>
            {post.metaDescription ? (
              <Box>
                <Typography variant="overline" color="text.secondary">
                  Meta description
                </Typography>
                <Typography>{post.metaDescription}</Typography>
              </Box>
            ) : null}
            {keywords.length ? (
              <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
                {keywords.map((keyword) => (
                  <Box key={keyword} component="span" sx={{ fontSize: 12, px: 1, py: 0.25, borderRadius: 999, border: 1, borderColor: 'divider' }}>
                    {keyword}
                  </Box>
                ))}
              </Stack>
            ) : null}
            {post.featuredImage ? (
              <StudioImage src={post.featuredImage} alt={`Featured image for ${post.title}`} sx={{ aspectRatio: '1200 / 630', borderRadius: 3 }} />
            ) : null}
            <ArticleMarkdown content={post.content ?? ''} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Close Preview</Button>
      </DialogActions>
    </Dialog>
  );
}
