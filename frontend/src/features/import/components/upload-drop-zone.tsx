import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { serverMessage } from '@/lib/session';
import { UploadAbortedError, UploadInterruptedError, useUploadImport, type UploadProgress } from '../api/upload-import';
import { formatBytes } from '../lib/report-text';
import type { ImportView } from '../types';

/** What the picker offers; the gateway decides by the content, and says so when a file is none of these. */
export const ACCEPTED_FILES = '.xml,.json,.md,.markdown,.zip';

/** The sentence under a failed upload. */
export function uploadErrorText(error: unknown): string | null {
  if (error instanceof UploadAbortedError) return null;
  if (error instanceof UploadInterruptedError) {
    return 'The upload stopped before the server answered. Check the connection and try again; a very large file may be over the size the import accepts.';
  }
  return serverMessage(error) ?? 'The file could not be uploaded. Please try again.';
}

function UploadStatus({ fileName, progress, onCancel }: { fileName: string; progress: UploadProgress; onCancel: () => void }) {
  const sent = progress.total > 0 && progress.loaded >= progress.total;
  const percent = progress.total > 0 ? Math.round((100 * progress.loaded) / progress.total) : 0;
  return (
    <Stack spacing={1.25} sx={{ width: '100%', maxWidth: 520 }} data-testid="upload-status">
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} aria-live="polite">
        {sent ? `Reading ${fileName} and preparing the dry run…` : `Uploading ${fileName}: ${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}`}
      </Typography>
      <LinearProgress
        variant={sent ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={sent ? 'Reading the file' : 'Upload progress'}
        sx={{ height: 8, borderRadius: 999 }}
      />
      {sent ? null : (
        <Box>
          <Button size="small" onClick={onCancel}>
            Cancel upload
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Step 1 of an import: a file by the picker or dropped here goes up (with its progress) and comes back as a
 * dry-run report; nothing is imported yet.
 */
export function UploadDropZone({ onUploaded }: { onUploaded: (view: ImportView) => void }) {
  const upload = useUploadImport();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState('');

  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    setFileName(file.name);
    upload.mutate(file, { onSuccess: onUploaded });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };
  const errorText = upload.isError ? uploadErrorText(upload.error) : null;

  return (
    <Stack spacing={2}>
      <Box
        data-testid="import-drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 4 },
          py: { xs: 4, sm: 5 },
          borderRadius: '16px',
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        {upload.isPending && upload.progress ? (
          <UploadStatus fileName={fileName} progress={upload.progress} onCancel={upload.abort} />
        ) : (
          <>
            <UploadIcon aria-hidden="true" color="primary" sx={{ fontSize: 40 }} />
            <Typography variant="h6" component="p">
              Drop your export here
            </Typography>
            <Typography id={hintId} color="text.secondary" sx={{ maxWidth: 560 }}>
              A WordPress export (.xml), a Ghost export (.json), markdown files (.md), or a .zip of any of them with their images.
            </Typography>
            <Button variant="contained" onClick={() => input.current?.click()} aria-describedby={hintId}>
              Choose a file
            </Button>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_FILES}
          hidden
          data-testid="import-file-input"
          onChange={(event) => {
            send(event.target.files?.[0]);
            // The same file can be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </Box>
      {errorText ? (
        <Alert severity="error" data-testid="upload-error">
          {errorText}
        </Alert>
      ) : null}
    </Stack>
  );
}
