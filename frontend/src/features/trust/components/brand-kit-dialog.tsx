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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorStatus, serverMessage } from '@/lib/session';
import { fieldErrorsOf, problemAt, type FieldErrors } from '@/lib/studio/field-errors';
import { brandKitQueryOptions } from '../api/get-brand-kit';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import { kitFieldSpecs, mergeKitEdits, toKitDraft, toKitInput, type KitDraft } from '../lib/brand-kit-draft';
import type { BrandFact, BrandKit } from '../types';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

const CONFLICT_FALLBACK = 'The brand kit was changed since you loaded it.';

interface KitFormProps {
  kit: BrandKit;
  /** A claim from the checklist, added as the last fact for the admin to edit and confirm (issue 29). */
  draftFact?: BrandFact | null;
  onClose: () => void;
}

function KitForm({ kit, draftFact, onClose }: KitFormProps) {
  const queryClient = useQueryClient();
  // What the edit started from: a 409 moves it to the latest kit, with the admin's edits kept on top.
  const [loaded, setLoaded] = useState(kit);
  const [draft, setDraft] = useState<KitDraft>(() => {
    const start = toKitDraft(kit);
    return draftFact ? { ...start, facts: [...start.facts, { statement: draftFact.statement, source: draftFact.source ?? '' }] } : start;
  });
  const [newFact, setNewFact] = useState<number | null>(draftFact ? kit.facts.length : null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [merging, setMerging] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const update = useUpdateBrandKit();
  const newFactField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // The draft fact is what the admin came for: it is where the dialog opens.
    if (newFact === null) return;
    newFactField.current?.focus();
    newFactField.current?.scrollIntoView?.({ block: 'center' });
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = <K extends keyof KitDraft>(key: K, value: KitDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setFact = (index: number, field: 'statement' | 'source', value: string) =>
    set('facts', draft.facts.map((fact, at) => (at === index ? { ...fact, [field]: value } : fact)));
  const removeFact = (index: number) => {
    set('facts', draft.facts.filter((_fact, at) => at !== index));
    setNewFact((current) => (current === null || current === index ? null : current > index ? current - 1 : current));
  };
  const setService = (index: number, field: 'name' | 'description', value: string) =>
    set('services', draft.services.map((service, at) => (at === index ? { ...service, [field]: value } : service)));

  const save = () => {
    const { input, factAt, serviceAt } = toKitInput(draft);
    setErrors(null);
    update.mutate(input, {
      onSuccess: () => {
        if (newFact !== null && draft.facts[newFact]?.statement.trim()) notifySuccess('Added to the brand facts', 'The brand kit keeps its previous version as a revision.');
        else notifySuccess('Brand kit saved');
        onClose();
      },
      onError: (error) => {
        if (errorStatus(error) === 409) {
          setConflict(serverMessage(error) ?? CONFLICT_FALLBACK);
          return;
        }
        const problems = fieldErrorsOf(error, kitFieldSpecs(factAt, serviceAt));
        if (problems) setErrors(problems);
        else notifyError(serverMessage(error) ?? 'Failed to save the brand kit');
      },
    });
  };

  /** 409: read the kit as it is now and lay this form's edits on top; the admin looks, then saves again. */
  const takeLatest = async () => {
    setMerging(true);
    try {
      const latest = await queryClient.fetchQuery({ ...brandKitQueryOptions(), staleTime: 0 });
      const merged = mergeKitEdits(latest, loaded, draft, newFact);
      setLoaded(latest);
      setDraft(merged.draft);
      setNewFact(merged.newFact);
      setConflict(null);
    } catch (error) {
      notifyError(serverMessage(error) ?? 'Failed to load the brand kit');
    } finally {
      setMerging(false);
    }
  };

  const general = errors ? [...errors.other, ...errors.fields.filter((problem) => !['facts', 'services', 'voiceRules', 'bannedPhrases', 'spelling'].includes(problem.root)).map((problem) => problem.text)] : [];

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          {conflict ? (
            <Alert
              severity="warning"
              data-testid="brand-kit-conflict"
              action={
                <Button color="inherit" size="small" onClick={() => void takeLatest()} disabled={merging}>
                  Load latest, keep my changes
                </Button>
              }
            >
              {conflict} Your changes are still here: load the latest version with them kept on top, check it, then save again.
            </Alert>
          ) : null}
          {errors ? (
            <Alert severity="error" data-testid="brand-kit-errors">
              The brand kit was not saved: {errors.fields.length ? 'fix the fields marked below' : 'the server refused it'}.
              {general.map((text) => (
                <Box key={text} component="span" sx={{ display: 'block', mt: 0.5 }}>
                  {text}
                </Box>
              ))}
            </Alert>
          ) : null}
          {newFact !== null && draftFact ? (
            <Alert severity="info" data-testid="draft-fact-note">
              A new fact from {draftFact.source ?? 'the checklist'} is added at the end of Facts. Edit it so it states only what is true,
              then save: nothing is added to the brand kit until you do.
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Every AI stage writes with this kit, and the publish checklist checks each article&apos;s claims against its facts. Version {loaded.version}.
          </Typography>
          <TextField
            label="Voice rules (one a line)"
            value={draft.voiceRules}
            onChange={(event) => set('voiceRules', event.target.value)}
            multiline
            minRows={4}
            fullWidth
            error={Boolean(problemAt(errors, 'voiceRules'))}
            helperText={problemAt(errors, 'voiceRules')}
          />
          <Box component="section" aria-labelledby="brand-facts-title">
            <Typography id="brand-facts-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Facts
            </Typography>
            <Stack spacing={1.5}>
              {draft.facts.map((fact, index) => {
                const isNew = index === newFact;
                const statementError = problemAt(errors, `facts.${index}.statement`) ?? errors?.fields.find((problem) => problem.key === `facts.${index}`)?.text;
                const sourceError = problemAt(errors, `facts.${index}.source`);
                return (
                  <Stack
                    key={index}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    data-testid={isNew ? 'draft-fact' : undefined}
                    sx={{ alignItems: { sm: 'flex-start' }, ...(isNew ? { p: 1.5, borderRadius: 2, border: 1, borderColor: 'info.main', bgcolor: 'action.hover' } : {}) }}
                  >
                    <TextField
                      label={`Fact ${index + 1}${isNew ? ' (new)' : ''}`}
                      value={fact.statement}
                      onChange={(event) => setFact(index, 'statement', event.target.value)}
                      size="small"
                      multiline
                      maxRows={4}
                      fullWidth
                      inputRef={isNew ? newFactField : undefined}
                      error={Boolean(statementError)}
                      helperText={statementError}
                    />
                    <TextField
                      label="Source"
                      value={fact.source ?? ''}
                      onChange={(event) => setFact(index, 'source', event.target.value)}
                      size="small"
                      multiline={isNew}
                      maxRows={4}
                      sx={{ minWidth: { sm: 220 }, flex: { sm: isNew ? 1 : 'none' } }}
                      error={Boolean(sourceError)}
                      helperText={sourceError}
                    />
                    <IconButton aria-label={`Remove fact ${index + 1}`} onClick={() => removeFact(index)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                );
              })}
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
                  <TextField
                    label="Service"
                    value={service.name}
                    onChange={(event) => setService(index, 'name', event.target.value)}
                    size="small"
                    sx={{ minWidth: { sm: 160 } }}
                    error={Boolean(problemAt(errors, `services.${index}.name`))}
                    helperText={problemAt(errors, `services.${index}.name`)}
                  />
                  <TextField
                    label="Description"
                    value={service.description}
                    onChange={(event) => setService(index, 'description', event.target.value)}
                    size="small"
                    fullWidth
                    error={Boolean(problemAt(errors, `services.${index}.description`))}
                    helperText={problemAt(errors, `services.${index}.description`)}
                  />
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
            error={Boolean(problemAt(errors, 'bannedPhrases'))}
            helperText={problemAt(errors, 'bannedPhrases') ?? 'Reported by the publish checklist wherever they appear, and never written by the AI.'}
          />
          <TextField
            select
            slotProps={{ select: STUDIO_SELECT_PROPS }}
            label="Spelling"
            value={draft.spelling}
            onChange={(event) => set('spelling', event.target.value as KitDraft['spelling'])}
            sx={{ maxWidth: 280 }}
            error={Boolean(problemAt(errors, 'spelling'))}
            helperText={problemAt(errors, 'spelling')}
          >
            <MenuItem value="en-GB">British English (en-GB)</MenuItem>
            <MenuItem value="en-US">American English (en-US)</MenuItem>
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending || conflict !== null || merging}>
          {update.isPending ? 'Saving...' : 'Save Brand Kit'}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The kit as it is now: read when the dialog opens (the dialog's body mounts on open), and the form starts
 * from that read only, so a later refresh of the kit never resets what the admin is typing.
 */
function KitLoader({ draftFact, onClose }: Omit<KitFormProps, 'kit'>) {
  const kit = useQuery({ ...brandKitQueryOptions(), refetchOnWindowFocus: false });
  if (kit.isFetchedAfterMount && kit.data) return <KitForm kit={kit.data} draftFact={draftFact} onClose={onClose} />;
  return (
    <DialogContent dividers>
      {kit.isError ? <Alert severity="error">The brand kit could not be loaded.</Alert> : <Typography role="status">Loading the brand kit...</Typography>}
    </DialogContent>
  );
}

export interface BrandKitDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Add to brand facts' (issue 29): the claim as a draft fact, to edit and confirm; nothing is written until Save. */
  draftFact?: BrandFact | null;
}

/** Issue 16: the studio's 'Brand kit' screen. */
export function BrandKitDialog({ open, onClose, draftFact }: BrandKitDialogProps) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="brand-kit-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
      <ModalHeader id="brand-kit-title" onClose={onClose}>
        Brand kit
      </ModalHeader>
      {/* Mounted while the dialog is (from each opening to the end of its closing). */}
      <KitLoader draftFact={draftFact} onClose={onClose} />
    </Dialog>
  );
}
