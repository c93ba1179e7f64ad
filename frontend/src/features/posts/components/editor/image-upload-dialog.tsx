import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { serverMessage } from '@/lib/session';
import { useUploadImage, type UploadedImage } from '@/features/posts/api/upload-image';

/** What the file picker offers (the server checks the bytes whatever the name says). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** Image files among dropped or pasted ones. */
export function imageFiles(list: FileList | null | undefined): File[] {
  return list ? Array.from(list).filter((file) => file.type.startsWith('image/')) : [];
}

export interface ImageUploadDialogProps {
  /** Open with this file (dropped or pasted), or with none (the admin picks one); null: closed. */
  request: { file: File | null; purpose: 'featured' | 'content' } | null;
  onUploaded: (image: UploadedImage) => void;
  onClose: () => void;
}

/**
 * Upload an image (issue 28 item 4): pick, drop or paste a file, say what it shows (alt text is asked
 * for here, before anything is sent), upload. The server answers the stored image or why not.
 */
export function ImageUploadDialog({ request, onUploaded, onClose }: ImageUploadDialogProps) {
  return request ? <UploadForm key={request.file ? `${request.file.name}-${request.file.size}` : 'pick'} request={request} onUploaded={onUploaded} onClose={onClose} /> : null;
}

function UploadForm({ request, onUploaded, onClose }: { request: NonNullable<ImageUploadDialogProps['request']> } & Omit<ImageUploadDialogProps, 'request'>) {
  const [file, setFile] = useState<File | null>(request.file);
  const [alt, setAlt] = useState('');
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const titleId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const altMissing = !alt.trim();

  const choose = (files: File[]) => {
    if (files[0]) {
      setFile(files[0]);
      upload.reset();
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    choose(imageFiles(event.dataTransfer.files));
  };
  const send = () => {
    setTouched(true);
    if (!file || altMissing) return;
    upload.mutate({ file, alt: alt.trim() }, { onSuccess: onUploaded });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{request.purpose === 'featured' ? 'Upload a featured image' : 'Add an image to the text'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop}
            data-testid="upload-drop-zone"
            sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3, p: 2, display: 'grid', placeItems: 'center', gap: 1, textAlign: 'center' }}
          >
            {preview ? <Box component="img" src={preview} alt="" sx={{ maxWidth: '100%', maxHeight: 220, borderRadius: 2 }} /> : null}
            <Typography variant="body2" color="text.secondary">
              {file ? `${file.name} (${Math.round(file.size / 1024)} KB)` : 'Drop an image here, or choose one. JPEG, PNG, WebP, AVIF or GIF, up to 15 MB.'}
            </Typography>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
              {file ? 'Choose another image' : 'Choose an image'}
            </Button>
            <input ref={picker} type="file" accept={IMAGE_TYPES} hidden aria-label="Image file" onChange={(event) => choose(imageFiles(event.target.files))} />
          </Box>
          <TextField
            label="Alt text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            required
            fullWidth
            autoFocus={Boolean(request.file)}
            error={touched && altMissing}
            helperText={touched && altMissing ? 'Describe the image for people who cannot see it.' : 'What the image shows, for screen readers and link previews.'}
          />
          {upload.isError ? (
            <Alert severity="error" data-testid="upload-error">
              {serverMessage(upload.error) ?? 'The image could not be uploaded. Check the connection and try again.'}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={send} disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
