import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusPill } from '@/components/studio/status-pill';
import { errorStatus } from '@/lib/session';
import { formatDateTime } from '@/lib/studio/dates';
import { useImport } from '../api/get-import';
import { SOURCE_LABEL, STATE_LABEL } from '../lib/report-text';
import type { ImportView } from '../types';
import { DiscardImportButton } from './discard-import-button';
import { ReportDetails, ReportFigures, RefusedNotice } from './import-report';
import { ImportRun } from './import-run';

function ImportHeader({ view }: { view: ImportView }) {
  const state = STATE_LABEL[view.state];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }} data-testid="import-file-name">
          {view.fileName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[view.source ? SOURCE_LABEL[view.source] : '', `uploaded ${formatDateTime(view.createdAt)}`].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <StatusPill tone={state.tone} testId="import-state">
        {state.label}
      </StatusPill>
    </Stack>
  );
}

/** One import: its dry-run report, then the confirm, the progress or the outcome. */
export function ImportDetail({ id, onClose, onShowPosts }: { id: string; onClose: () => void; onShowPosts?: () => void }) {
  const query = useImport(id);
  if (query.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading the import" />;
  if (query.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{errorStatus(query.error) === 404 ? 'This import no longer exists.' : 'The import could not be loaded.'}</Alert>
        <Button onClick={onClose}>Upload a file</Button>
      </Stack>
    );
  }
  const view = query.data;
  const report = view.report;
  return (
    <Stack spacing={3} data-testid="import-detail" data-state={view.state}>
      <ImportHeader view={view} />
      {view.state === 'refused' ? <RefusedNotice report={report} /> : <ReportFigures report={report} />}
      {view.state === 'analysing' ? <Alert severity="info">This file is still being read. Its report appears here when it is ready.</Alert> : <ImportRun view={view} onShowPosts={onShowPosts} />}
      {view.state === 'refused' ? null : report.outcome ? (
        // Once run, the outcome leads; the dry run stays a click away.
        <Box component="details" data-testid="dry-run-details">
          <Box component="summary" sx={{ cursor: 'pointer', typography: 'subtitle1', fontWeight: 700, mb: 2 }}>
            The dry-run report
          </Box>
          <ReportDetails report={report} />
        </Box>
      ) : (
        <ReportDetails report={report} />
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Upload another file
        </Button>
        <DiscardImportButton view={view} onDiscarded={onClose} />
      </Stack>
    </Stack>
  );
}
