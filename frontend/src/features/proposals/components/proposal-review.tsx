import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { errorStatus, serverMessage } from '@/lib/session';
import { useAcceptProposal } from '../api/accept-proposal';
import { useRejectProposal } from '../api/reject-proposal';
import { pairSections, selectableHeadings } from '@/lib/studio/section-pairs';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { changedFields, fieldText, fieldWords, PROPOSAL_KIND_LABEL, staleMessage } from '../lib/proposals';
import { formatDateTime } from '@/lib/studio/dates';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import type { AcceptProposalInput, AcceptProposalResult, ProposalFieldName, ProposalView } from '../types';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { MarkdownDiff, WordDiff } from '@/components/studio/markdown-diff';

const STALE_FALLBACK = 'The post changed since AI started. Review the changes, or confirm to replace them.';

function Thumbnail({ src, caption }: { src: string | null | undefined; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={`${caption} featured image`}
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: 2, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '1200 / 630', display: 'grid', placeItems: 'center', borderRadius: 2, bgcolor: 'action.hover', color: 'text.secondary', fontSize: 14 }}>
          No image
        </Box>
      )}
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

/** The excerpt, meta description, keywords, read time, image and its alt text the proposal would change: old → new. */
function FieldChanges({ proposal, fields }: { proposal: ProposalView; fields: ProposalFieldName[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }} data-testid="field-changes">
      {fields.map((field) => (
        <Box key={field} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
            {fieldWords(field)}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            {field === 'featuredImage' ? (
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', maxWidth: 520 }}>
                <Thumbnail src={proposal.current.featuredImage} caption="Current" />
                <Thumbnail src={proposal.changes.featuredImage} caption="AI proposal" />
              </Box>
            ) : (
              <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <WordDiff before={fieldText(proposal.current, field)} after={fieldText(proposal.changes, field)} />
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => void;
}

export interface ProposalReviewProps {
  proposal: ProposalView;
  onAccepted?: (result: AcceptProposalResult) => void;
  onRejected?: () => void;
}

/**
 * One AI proposal to review: what it would change (text section by section, other fields old → new),
 * a warning when the post changed since the job started, and Take all / Take selected sections / Drop.
 */
export function ProposalReview({ proposal, onAccepted, onRejected }: ProposalReviewProps) {
  const accept = useAcceptProposal();
  const reject = useRejectProposal();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const proposed = proposal.changes.content;
  const current = proposal.current.content ?? '';
  const hasText = proposed !== undefined && proposed !== current;
  const fields = changedFields(proposal);
  // A sentence rewrite is taken whole: it is one sentence.
  const rewrite = proposal.sentence;
  const sectionCount = useMemo(() => (hasText && !rewrite ? selectableHeadings(pairSections(current, proposed)).length : 0), [hasText, rewrite, current, proposed]);
  const titleId = `proposal-${proposal.id}-title`;
  const busy = accept.isPending || reject.isPending;

  // mutateAsync, not mutate's callbacks: the accepted proposal leaves the pending list (the refresh after
  // the accept, or the studio's change poll, may refetch it first), this review unmounts, and mutate's
  // callbacks would then never run: no toast, and the screen around it would not hear of the accept.
  const run = (input: AcceptProposalInput) =>
    void accept.mutateAsync({ id: proposal.id, ...input }).then(
      (result) => {
        setConfirmation(null);
        if (input.sections) {
          const n = input.sections.length;
          notifySuccess('Sections taken', `${n} section${n === 1 ? '' : 's'} from the AI version ${n === 1 ? 'is' : 'are'} in the post now.`);
        } else if (rewrite) {
          notifySuccess('Rewrite taken', 'That one sentence is replaced; the rest of the article is as it was.');
        } else if (proposal.kind === 'image') {
          // The post's image really changed now: the spec's words (§8).
          notifySuccess(TOAST_TEXT.imageSelected);
        } else {
          notifySuccess('AI changes taken', 'The post now has the AI version.');
        }
        onAccepted?.(result);
      },
      (error: unknown) => {
        // The post changed after this page loaded: the server says how; the admin decides.
        if (errorStatus(error) === 409 && !input.sections && !input.confirmStale) {
          setConfirmation({
            title: 'Replace your edits?',
            message: serverMessage(error) ?? STALE_FALLBACK,
            confirmLabel: 'Replace my edits',
            run: () => run({ ...input, confirmStale: true }),
          });
        } else {
          setConfirmation(null);
          notifyServerError(error, 'Failed to take the AI changes');
        }
      },
    );

  const takeAll = () => {
    // Only an accept that would replace hand edits asks first (the gateway answers 409 for exactly those).
    if (!proposal.overwrites.length) return run({});
    setConfirmation({
      title: 'Replace your edits?',
      message: `${staleMessage(proposal.overwrites)} Taking all of the AI version replaces those edits.`,
      confirmLabel: 'Replace my edits',
      run: () => run({ confirmStale: true }),
    });
  };

  const drop = () =>
    setConfirmation({
      title: 'Drop this proposal?',
      message: 'The AI version is discarded; the post stays exactly as it is now.',
      confirmLabel: 'Drop proposal',
      run: () =>
        void reject.mutateAsync(proposal.id).then(
          () => {
            setConfirmation(null);
            notifySuccess('Proposal dropped', 'The post stays as it is.');
            onRejected?.();
          },
          (error: unknown) => {
            setConfirmation(null);
            notifyServerError(error, 'Failed to drop the proposal');
          },
        ),
    });

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="proposal-review" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {PROPOSAL_KIND_LABEL[proposal.kind]}: changes to review
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Proposed {formatDateTime(proposal.createdAt)}
          {proposal.section ? ` · section “${proposal.section}”` : ''}
        </Typography>
        {proposal.feedback ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Your request: “{proposal.feedback}”
          </Typography>
        ) : null}
      </Box>
      {proposal.overwrites.length ? (
        <Alert severity="warning" data-testid="stale-alert">
          {staleMessage(proposal.overwrites)}{' '}
          {sectionCount > 0
            ? 'Taking all of the AI version replaces those edits: compare below, or take only the sections you want.'
            : 'Taking the AI version replaces those edits.'}
        </Alert>
      ) : proposal.stale && !proposal.sentence ? (
        <Alert severity="info" data-testid="stale-alert" data-overwrites="none">
          {staleMessage(proposal.changedSinceBase)} Taking the AI changes keeps those edits: it writes only what it shows below.
        </Alert>
      ) : null}
      {fields.length ? <FieldChanges proposal={proposal} fields={fields} /> : null}
      {proposal.sentence ? (
        <Box data-testid="sentence-change">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            The sentence, before and after (nothing else in the article changes)
          </Typography>
          <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
            <WordDiff before={proposal.sentence.original} after={proposal.sentence.replacement} />
          </Typography>
          {proposal.stale ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              The sentence was edited since: this rewrite can no longer be taken. Drop it.
            </Alert>
          ) : null}
        </Box>
      ) : hasText ? (
        <MarkdownDiff
          before={current}
          after={proposed}
          beforeLabel="Current post"
          afterLabel="AI version"
          selected={selected}
          onSelectedChange={sectionCount > 0 ? setSelected : undefined}
        />
      ) : null}
      {!hasText && !fields.length ? <Typography color="text.secondary">The AI version is the same as the post now.</Typography> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={takeAll} disabled={busy || Boolean(rewrite && proposal.stale)}>
          {rewrite ? 'Take rewrite' : hasText ? 'Take all' : 'Accept'}
        </Button>
        {sectionCount > 0 ? (
          <Button variant="outlined" onClick={() => run({ sections: selected })} disabled={busy || selected.length === 0}>
            Take selected sections
          </Button>
        ) : null}
        <Button color="error" onClick={drop} disabled={busy} sx={{ ml: { sm: 'auto !important' } }}>
          Drop proposal
        </Button>
      </Stack>
      {sectionCount > 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          Taking sections keeps the rest of your text and the other fields as they are.
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        pending={busy}
        onConfirm={() => confirmation?.run()}
        onClose={() => setConfirmation(null)}
      />
    </Box>
  );
}
