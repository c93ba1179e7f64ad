import { useScheduleDialog } from '@/features/calendar/components/use-schedule-dialog';
import { ProductionPreviewModal, type PreviewPanels, type ProductionPreviewModalProps } from '@/features/productions/components/production-preview-modal';
import { PostProposals } from '@/features/proposals/components/post-proposals';
import { CheckedArticle } from '@/features/trust/components/checked-article';
import { PublishChecklist } from '@/features/trust/components/publish-checklist';

/** Made once, so each panel keeps its identity (and its state) from one render to the next. */
const PREVIEW_PANELS: PreviewPanels = { Proposals: PostProposals, Checklist: PublishChecklist, CheckedArticle };

/**
 * 'Production Preview' as the studio shows it: the productions feature's preview with the proposals and
 * trust panels, and the calendar's schedule dialog for Approve & Schedule.
 */
export function ProductionPreview(props: Omit<ProductionPreviewModalProps, 'panels' | 'onSchedule'>) {
  const scheduleDialog = useScheduleDialog();
  return (
    <>
      <ProductionPreviewModal {...props} panels={PREVIEW_PANELS} onSchedule={scheduleDialog.open} />
      {scheduleDialog.element}
    </>
  );
}
