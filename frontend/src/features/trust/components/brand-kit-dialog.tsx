import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorStatus, serverMessage } from '@/lib/session';
import { useBrandKit } from '../api/get-brand-kit';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import type { BrandKit, BrandKitInput } from '../types';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

/** One item a line; blank lines dropped. */
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

interface Draft {
  version: number;
  voiceRules: string;
  facts: BrandKit['facts'];
  services: BrandKit['services'];
  bannedPhrases: string;
  spelling: BrandKit['spelling'];
}

const toDraft = (kit: BrandKit): Draft => ({
  version: kit.version,
  voiceRules: kit.voiceRules.join('\n'),
  facts: kit.facts,
  services: kit.services,
  bannedPhrases: kit.bannedPhrases.join('\n'),
  spelling: kit.spelling,
});

const toInput = (draft: Draft): BrandKitInput => ({
  version: draft.version,
  voiceRules: lines(draft.voiceRules),
  facts: draft.facts.filter((fact) => fact.statement.trim()).map((fact) => ({ statement: fact.statement.trim(), ...(fact.source?.trim() ? { source: fact.source.trim() } : {}) })),
  services: draft.services.filter((service) => service.name.trim()),
  bannedPhrases: lines(draft.bannedPhrases),
  spelling: draft.spelling,
});

function BrandKitForm({ kit, onClose }: { kit: BrandKit; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(kit));
  const [conflict, setConflict] = useState<string | null>(null);
  const update = useUpdateBrandKit();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setFact = (index: number, field: 'statement' | 'source', value: string) =>
    set('facts', draft.facts.map((fact, at) => (at === index ? { ...fact, [field]: value } : fact)));
  const setService = (index: number, field: 'name' | 'description', value: string) =>
    set('services', draft.services.map((service, at) => (at === index ? { ...service, [field]: value } : service)));

  const save = () =>
    update.mutate(toInput(draft), {
      onSuccess: () => {
        notifySuccess('Brand kit saved');
        onClose();
      },
      onError: (error) => {
        if (errorStatus(error) === 409) setConflict(serverMessage(error) ?? 'The brand kit was changed since you loaded it.');
        else notifyError(serverMessage(error) ?? 'Failed to save the brand kit');
      },
    });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          {conflict ? (
            <Alert severity="warning" data-testid="brand-kit-conflict">
              {conflict} Your edits are still here; copy what you need, then close and open the brand kit again.
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Every AI stage writes with this kit, and the publish checklist checks each article's claims against its facts. Version {kit.version}.
          </Typography>
          <TextField label="Voice rules (one a line)" value={draft.voiceRules} onChange={(event) => set('voiceRules', event.target.value)} multiline minRows={4} fullWidth />
          <Box component="section" aria-labelledby="brand-facts-title">
            <Typography id="brand-facts-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Facts
            </Typography>
            <Stack spacing={1.5}>
              {draft.facts.map((fact, index) => (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField label={`Fact ${index + 1}`} value={fact.statement} onChange={(event) => setFact(index, 'statement', event.target.value)} size="small" multiline maxRows={3} fullWidth />
                  <TextField label="Source" value={fact.source ?? ''} onChange={(event) => setFact(index, 'source', event.target.value)} size="small" sx={{ minWidth: { sm: 220 } }} />
                  <IconButton aria-label={`Remove fact ${index + 1}`} onClick={() => set('facts', draft.facts.filter((_fact, at) => at !== index))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
              <Button startIcon={<AddIcon />} onClick={() => set('facts', [...draft.facts, { statement: '' }])} sx={{ alignSelf: 'flex-start' }}>
                Add fact
              </Button>
            </Stack>
          </Box>
          <Box component="section" aria-labelledby="brand-services-title">
            <Typography id="brand-services-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Services
            </Typography>
            <Stack spacing={1.5}>
              {draft.services.map((service, index) => (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField label="Service" value={service.name} onChange={(event) => setService(index, 'name', event.target.value)} size="small" sx={{ minWidth: { sm: 160 } }} />
                  <TextField label="Description" value={service.description} onChange={(event) => setService(index, 'description', event.target.value)} size="small" fullWidth />
                </Stack>
              ))}
            </Stack>
          </Box>
          <TextField
            label="Banned phrases (one a line)"
            value={draft.bannedPhrases}
            onChange={(event) => set('bannedPhrases', event.target.value)}
            multiline
            minRows={4}
            fullWidth
            helperText="Reported by the publish checklist wherever they appear, and never written by the AI."
          />
          <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Spelling" value={draft.spelling} onChange={(event) => set('spelling', event.target.value as Draft['spelling'])} sx={{ maxWidth: 280 }}>
            <MenuItem value="en-GB">British English (en-GB)</MenuItem>
            <MenuItem value="en-US">American English (en-US)</MenuItem>
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending || conflict !== null}>
          {update.isPending ? 'Saving...' : 'Save Brand Kit'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Issue 16: the studio's 'Brand kit' screen. */
export function BrandKitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const kit = useBrandKit(open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="brand-kit-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
      <ModalHeader id="brand-kit-title" onClose={onClose}>
        Brand kit
      </ModalHeader>
      {kit.data ? (
        <BrandKitForm key={kit.data.version} kit={kit.data} onClose={onClose} />
      ) : (
        <DialogContent dividers>
          {kit.isError ? <Alert severity="error">The brand kit could not be loaded.</Alert> : <Typography role="status">Loading the brand kit...</Typography>}
        </DialogContent>
      )}
    </Dialog>
  );
}
