import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXPORT_URL } from '../api/export-everything';

const CONTENTS = [
  'every post as a markdown file with all its details, and each post’s revisions',
  'the media: every image, generated cover and upload',
  'the brand kit, the ideas, and the final texts of AI productions',
  'a manifest.json that lists it all',
];

/** 'Export everything (zip)': the browser downloads GET /api/admin/export itself. */
export function ExportPanel() {
  return (
    <Box>
      <Typography color="text.secondary">One zip of the whole blog, for a copy of your own or a move elsewhere. Inside:</Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5, color: 'text.secondary' }}>
        {CONTENTS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This import reads the zip back: upload it here (or on another install) to get the same posts, with their revisions and images.
      </Typography>
      <Button variant="outlined" component="a" href={EXPORT_URL} download startIcon={<DownloadIcon />}>
        Export everything (zip)
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }} data-testid="backup-note">
        For operators: <code>npm run backup</code> saves a full snapshot (database and media) and <code>npm run restore -- &lt;folder&gt;</code> brings it
        back; on Kubernetes a CronJob takes one every night.
      </Typography>
    </Box>
  );
}
