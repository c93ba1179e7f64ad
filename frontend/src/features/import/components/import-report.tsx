import ArrowIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusPill } from '@/components/studio/status-pill';
import { blogPath, MAPPING_HOW, oldAddressCount, plural, postsToImport, skippedByReason } from '../lib/report-text';
import type { ImportReport, ImportReportPost } from '../types';
import { ShowMoreList } from './show-more-list';

const ROW_SX = { py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } } as const;
/** Addresses and file names can be long and unbroken: they wrap anywhere rather than push the page sideways. */
const WRAP = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={id}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.875em', ...WRAP }}>
      {children}
    </Box>
  );
}

/** Found / to import / to skip, in large figures. */
export function ReportFigures({ report }: { report: ImportReport }) {
  const items = [
    { label: 'Posts found', value: report.posts.found, color: '#3b82f6' },
    { label: 'To import', value: report.posts.toImport, color: '#22c55e' },
    { label: 'To skip', value: report.posts.toSkip, color: '#f59e0b' },
  ];
  return (
    <Box component="dl" aria-label="Posts in this file" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px', border: 1, borderColor: 'divider', position: 'relative', overflow: 'hidden' }}>
          <Box aria-hidden="true" sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: item.color }} />
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: 24, sm: 28 }, fontWeight: 700, lineHeight: 1.2 }}>
            {item.value.toLocaleString('en-US')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A refused file: why, in the gateway's words, and that nothing was imported. */
export function RefusedNotice({ report }: { report: ImportReport }) {
  return (
    <Alert severity="error" data-testid="import-refused">
      <AlertTitle>This file can't be imported</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, ...WRAP }}>
        {report.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Nothing was imported. Fix the file (or export it again) and upload it once more.
      </Typography>
    </Alert>
  );
}

function CategoryLine({ post }: { post: ImportReportPost }) {
  const from = post.sourceCategories.filter((name) => name !== post.category);
  return (
    <Typography variant="body2" component="span">
      {from.length ? (
        <>
          {from.join(', ')} <ArrowIcon titleAccess="becomes" sx={{ fontSize: 14, verticalAlign: 'middle' }} />{' '}
        </>
      ) : null}
      <strong>{post.category}</strong>
    </Typography>
  );
}

function PostRow({ post }: { post: ImportReportPost }) {
  return (
    <Box component="li" sx={ROW_SX} data-testid="import-post">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600, ...WRAP }}>{post.title}</Typography>
        <StatusPill tone={post.published ? 'success' : 'neutral'}>{post.published ? 'Goes live' : 'Draft'}</StatusPill>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, rowGap: 0.25, mt: 0.5, color: 'text.secondary', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span" sx={WRAP}>
          New address <Code>{blogPath(post.slug)}</Code>
          {post.sourceSlug ? <> (was {post.sourceSlug})</> : null}
        </Typography>
        <CategoryLine post={post} />
        {post.images ? <Typography variant="body2" component="span">{plural(post.images, 'image')}</Typography> : null}
      </Stack>
      {post.warnings.length ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.25, ...WRAP }}>
          {post.warnings.join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}

function ImagesSection({ images }: { images: ImportReport['images'] }) {
  if (!images.found && !images.remote.length && !images.missing.length) return null;
  return (
    <ReportSection id="import-images" title={`Images (${images.found.toLocaleString('en-US')})`}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {images.inUpload ? <li>{plural(images.inUpload, 'image')} inside the upload: copied into the media library with the posts.</li> : null}
        {images.remote.length ? <li>{plural(images.remote.length, 'image')} on other websites: kept as links, not copied.</li> : null}
        {images.missing.length ? <li>{plural(images.missing.length, 'image')} missing from the upload: these won't show until you replace them.</li> : null}
      </Box>
      {images.remote.length ? <AddressList label="Images on other websites" addresses={images.remote} /> : null}
      {images.missing.length ? <AddressList label="Missing images" addresses={images.missing} /> : null}
    </ReportSection>
  );
}

function AddressList({ label, addresses }: { label: string; addresses: string[] }) {
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', fontWeight: 600 }}>
        {label} ({addresses.length})
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', ...WRAP }}>
        {addresses.map((address) => (
          <li key={address}>
            <Code>{address}</Code>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The dry run in plain words: the posts to import (title, new address, category from → to), the category
 * mapping, addresses already taken and what each gets instead, images, old links that keep working, what is
 * skipped and why, and what the conversion changed.
 */
export function ReportDetails({ report }: { report: ImportReport }) {
  const posts = postsToImport(report);
  const oldAddresses = oldAddressCount(report);
  const skipped = skippedByReason(report.skipped);
  return (
    <Stack spacing={3.5}>
      {posts.length ? (
        <ReportSection id="import-posts" title={`Posts to import (${posts.length.toLocaleString('en-US')})`}>
          <ShowMoreList items={posts} label="Posts to import" render={(post) => <PostRow key={post.position} post={post} />} />
        </ReportSection>
      ) : null}

      {report.categoryMappings.length ? (
        <ReportSection id="import-categories" title="Categories">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            This blog has four categories. The old blog's categories are matched to them like this:
          </Typography>
          <Box component="ul" aria-label="Category mapping" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {report.categoryMappings.map((mapping) => (
              <Box component="li" key={mapping.from} sx={{ py: 0.5 }} data-testid="category-mapping">
                {mapping.from} <ArrowIcon titleAccess="becomes" sx={{ fontSize: 16, verticalAlign: 'middle' }} /> <strong>{mapping.to}</strong>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({MAPPING_HOW[mapping.how]})
                </Typography>
              </Box>
            ))}
          </Box>
        </ReportSection>
      ) : null}

      {report.slugConflicts.length ? (
        <ReportSection id="import-conflicts" title={`Addresses already taken (${report.slugConflicts.length})`}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Two posts can't share an address, so these get a number added. Nothing existing is overwritten.
          </Typography>
          <Box component="ul" aria-label="Addresses already taken" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {report.slugConflicts.map((conflict) => (
              <Box component="li" key={`${conflict.slug}→${conflict.resolvedTo}`} sx={ROW_SX} data-testid="slug-conflict">
                <Typography sx={{ fontWeight: 600, ...WRAP }}>{conflict.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={WRAP}>
                  <Code>{blogPath(conflict.slug)}</Code> is taken ({conflict.reason.toLowerCase()}): it will be{' '}
                  <Code>{blogPath(conflict.resolvedTo)}</Code>
                </Typography>
              </Box>
            ))}
          </Box>
        </ReportSection>
      ) : null}

      <ImagesSection images={report.images} />

      {oldAddresses ? (
        <ReportSection id="import-old-links" title="Old links keep working">
          <Typography>
            {plural(oldAddresses, 'old address', 'old addresses')} of these posts will redirect to their new address, so links and search results that
            point at the old blog still arrive.
          </Typography>
        </ReportSection>
      ) : null}

      {skipped.length ? (
        <ReportSection id="import-skipped" title={`Skipped (${report.posts.toSkip.toLocaleString('en-US')})`}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            These are in the file but will not be imported:
          </Typography>
          <Box component="ul" aria-label="Skipped" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {skipped.map((group) => (
              <Box component="li" key={group.reason} sx={ROW_SX} data-testid="skipped-group">
                <Typography sx={{ fontWeight: 600 }}>
                  {group.reason} ({group.titles.length})
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={WRAP}>
                  {group.titles.slice(0, 8).join(', ')}
                  {group.titles.length > 8 ? ` and ${group.titles.length - 8} more` : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        </ReportSection>
      ) : null}

      {report.warnings.length ? (
        <ReportSection id="import-warnings" title={`Changed while converting (${report.warnings.length})`}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Things the old blog had that this one doesn't keep (unsafe code is always removed):
          </Typography>
          <Box component="ul" aria-label="Warnings" sx={{ m: 0, pl: 2.5, ...WRAP }}>
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </ReportSection>
      ) : null}
    </Stack>
  );
}
