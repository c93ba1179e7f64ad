import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useImports } from '../api/get-imports';
import { ExportPanel } from './export-panel';
import { ImportDetail } from './import-detail';
import { PastImports } from './past-imports';
import { UploadDropZone } from './upload-drop-zone';

function Panel({ id, title, intro, children, panelRef }: { id: string; title: string; intro?: string; children: ReactNode; panelRef?: Ref<HTMLElement> }) {
  return (
    <Paper ref={panelRef} component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: '20px', border: 1, borderColor: 'divider', minWidth: 0, scrollMarginTop: '88px' }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** An import left running (another tab, a reload) is shown by itself when the tab opens, once. */
function useRunningImport(select: (id: string) => void) {
  const imports = useImports();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !imports.data) return;
    done.current = true;
    const running = imports.data.find((item) => item.state === 'started');
    if (running) select(running.id);
  }, [imports.data, select]);
}

/**
 * The 'Import & Export' tab (issue 32): upload an export, read its dry-run report, confirm, watch it run and
 * see what it did; past imports; and the zip of everything.
 */
export default function ImportExportTab({ onShowPosts }: { onShowPosts?: () => void }) {
  const [activeId, setActiveId] = useState<string | null>(null);
  useRunningImport(setActiveId);
  const importPanel = useRef<HTMLElement>(null);
  // An import opened from the list below shows at the top of the tab: bring it into view.
  const open = useCallback((id: string) => {
    setActiveId(id);
    importPanel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <Stack spacing={4}>
      <Panel
        panelRef={importPanel}
        id="import-title"
        title="Import posts"
        intro="Bring an existing blog over. You'll see exactly what will happen (every post, its new address and category, what is skipped and why) before anything is imported."
      >
        {activeId ? (
          <ImportDetail id={activeId} onClose={() => setActiveId(null)} onShowPosts={onShowPosts} />
        ) : (
          <UploadDropZone onUploaded={(view) => setActiveId(view.id)} />
        )}
      </Panel>
      <Panel id="past-imports-title" title="Past imports">
        <PastImports activeId={activeId} onOpen={open} onDiscarded={(id) => setActiveId((current) => (current === id ? null : current))} />
      </Panel>
      <Panel id="export-title" title="Export everything">
        <ExportPanel />
      </Panel>
    </Stack>
  );
}
