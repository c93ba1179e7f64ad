import ImageIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useState, type ReactNode } from 'react';
import type { Editable, EditableFields } from '@/features/posts/lib/editable-fields';
import { imageFiles } from './image-upload-dialog';

function ImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  if (!url.trim() || failed) return null;
  return (
    <Box
      component="img"
      src={url.trim()}
      alt="Featured image preview"
      data-testid="image-preview"
      onError={() => setFailed(true)}
      sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 3, border: 1, borderColor: 'divider' }}
    />
  );
}

export type DetailFields = Pick<EditableFields, 'excerpt' | 'featuredImage' | 'featuredImageAlt'>;

export interface DetailsPaneProps {
  fields: DetailFields;
  onField: (field: Editable, value: string) => void;
  onChangeImage: () => void;
  /** Upload a featured image: a dropped file, or none (the admin picks one). */
  onUpload: (file: File | null) => void;
  /** Other features' panels shown among the fields (the proposals above, similar posts under the excerpt). */
  before?: ReactNode;
  afterExcerpt?: ReactNode;
}

/** The excerpt and the featured image (URL, with its preview that hides when the image fails, and its alt text). */
export const DetailsPane = memo(function DetailsPane({ fields, onField, onChangeImage, onUpload, before, afterExcerpt }: DetailsPaneProps) {
  const text = (field: keyof DetailFields) => ({
    value: fields[field] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onField(field, event.target.value),
  });
  return (
    <Stack spacing={2.5} sx={{ p: 2 }}>
      {before}
      <TextField label="Excerpt" {...text('excerpt')} multiline minRows={2} fullWidth />
      {afterExcerpt}
      <Box
        data-testid="featured-image-drop"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          const [file] = imageFiles(event.dataTransfer.files);
          if (!file) return;
          event.preventDefault();
          onUpload(file);
        }}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField label="Featured Image URL" {...text('featuredImage')} fullWidth />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => onUpload(null)}>
            Upload image
          </Button>
          <Button variant="outlined" startIcon={<ImageIcon />} onClick={onChangeImage}>
            Change Featured Image
          </Button>
        </Stack>
        <TextField label="Featured Image Alt Text" {...text('featuredImageAlt')} fullWidth helperText="What the image shows, for screen readers and link previews. Drop an image here to upload it." />
        <ImagePreview url={fields.featuredImage ?? ''} />
      </Box>
    </Stack>
  );
});
