import BrandKitIcon from '@mui/icons-material/FactCheckOutlined';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Toaster } from '@/components/studio/toast';
import { paths } from '@/config/paths';
import { ADMIN_STATUS_KEY, useAdminStatus } from '@/lib/admin-status';
import { useLogout } from '@/lib/logout';
import { errorStatus, formatTimeRemaining } from '@/lib/session';
import { prefetchPostLists } from '@/lib/studio/api/get-post-summaries';
import { productionSummariesQuery, useProductionSummaries } from '@/features/productions/api/get-production-summaries';
import { productionTally } from '@/features/productions/components/productions-section';
import { useStudioChanges } from './use-studio-changes';
import { BrandKitDialog } from '@/features/trust/components/brand-kit-dialog';
import { ContentWorkflowTab } from './content-workflow-tab';
import { editorPostId } from './use-editor-link';
import { IdeaGenerationTab } from '@/features/ideas/components/idea-generation-tab';
import { MoreLikeTheseOption } from '@/features/analytics/components/more-like-these-option';
import { PerformancePanel } from './performance-panel';
import { StudioTooltip } from '@/components/studio/studio-tooltip';

// The calendar and its date library load when the tab is first opened (issue 17).
const CalendarTab = lazy(() => import('@/features/calendar/components/calendar-tab'));
const ImportExportTab = lazy(() => import('@/features/import/components/import-export-tab'));

/** Multiline fields keep rounded corners (the theme's pill shape suits single lines only); dialogs are portaled, hence global. */
const STUDIO_STYLES = { '.MuiOutlinedInput-root.MuiInputBase-multiline': { borderRadius: 16 } } as const;

const TABS = [
  { id: 'ideas', label: 'Idea Generation' },
  { id: 'workflow', label: 'Content Workflow' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'performance', label: 'Performance' },
  { id: 'import', label: 'Import & Export' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Asks for the status again the moment the session ends, and whenever an admin call answers 401. */
function useSessionWatch(remainingSeconds: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!remainingSeconds) return undefined;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ADMIN_STATUS_KEY }), remainingSeconds * 1000 + 500);
    return () => clearTimeout(timer);
  }, [remainingSeconds, queryClient]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && errorStatus(event.action.error) === 401) {
          void queryClient.invalidateQueries({ queryKey: ADMIN_STATUS_KEY });
        }
      }),
    [queryClient],
  );
}

/** Keeps the studio's lists and counters on what is stored now (issue 27); a component of its own, so its reads re-render nothing else. */
function StudioFreshness() {
  const tally = productionTally(useProductionSummaries().data?.pages[0]?.counts);
  useStudioChanges({ enabled: true, busy: tally.inProgress > 0 });
  return null;
}

/** Opens the 'Brand kit' screen (issue 16). */
function BrandKitButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A labelled button where there is room; an icon button on phones, so the header fits 390 px. */}
      <Button variant="outlined" size="small" startIcon={<BrandKitIcon />} onClick={() => setOpen(true)} sx={{ display: { xs: 'none', sm: 'inline-flex' }, px: 2.5 }}>
        Brand kit
      </Button>
      <IconButton size="small" aria-label="Brand kit" onClick={() => setOpen(true)} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <BrandKitIcon fontSize="small" />
      </IconButton>
      <BrandKitDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function StudioHeader({ remaining, logout }: { remaining: number; logout: ReturnType<typeof useLogout> }) {
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 10, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 2 }, py: 1.5 }}>
        <Logo />
        <Box
          component="span"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, px: 1.25, py: 0.25, borderRadius: 999, fontSize: 12, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', bgcolor: 'action.selected' }}
        >
          Content Studio
        </Box>
        <Box sx={{ flex: 1 }} />
        <StudioTooltip title="Session time remaining">
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexShrink: 0, color: 'text.secondary' }} tabIndex={0} aria-label={`Session time remaining: ${formatTimeRemaining(remaining)}`}>
            {/* On a phone the clock's icon goes: the header keeps Logout in view at 390 px whatever the time reads. */}
            <AccessTimeIcon fontSize="small" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline-block' } }} />
            <Typography variant="body2" data-testid="session-remaining" sx={{ whiteSpace: 'nowrap' }}>
              {formatTimeRemaining(remaining)}
            </Typography>
          </Stack>
        </StudioTooltip>
        <ThemeToggle />
        <BrandKitButton />
        {/* As Brand kit: a labelled button where there is room, a whole round icon button on phones (a shrunk pill clipped its outline at 390 px). */}
        <Button variant="outlined" size="small" startIcon={<LogoutIcon />} disabled={logout.isPending} onClick={() => logout.mutate()} sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0, px: 2.5 }}>
          Logout
        </Button>
        <IconButton
          size="small"
          aria-label="Logout"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, flexShrink: 0, color: 'text.primary', border: 1, borderColor: 'divider' }}
        >
          <LogoutIcon fontSize="small" />
        </IconButton>
      </Container>
    </Box>
  );
}

/** /admin: the blog studio (a lazy chunk). Signed-out visitors go to /admin-login. */
export default function AdminPage() {
  const status = useAdminStatus({ poll: true });
  // An address naming a post (/admin?post=<id>) opens its editor, which lives in Content Workflow.
  const location = useLocation();
  const [tab, setTab] = useState<TabId>(() => (editorPostId(location.search) !== null ? 'workflow' : 'ideas'));
  // A tab mounts when first shown and then stays mounted (its form and polling survive a switch): the
  // studio's first screen does not wait for the Content Workflow lists.
  const [shown, setShown] = useState<ReadonlySet<TabId>>(() => new Set([tab]));
  const show = (next: TabId) => {
    setTab(next);
    setShown((before) => (before.has(next) ? before : new Set([...before, next])));
  };
  const navigate = useNavigate();
  const logout = useLogout({ onLoggedOut: () => navigate(paths.home) });
  useSessionWatch(status.data?.isAuthenticated ? status.data.remainingTime : undefined);
  useEffect(() => {
    document.title = 'Content Studio';
  }, []);
  const queryClient = useQueryClient();
  const authenticated = Boolean(status.data?.isAuthenticated);
  useEffect(() => {
    // The Content Workflow tab's reads start with the studio, so its first render finds them answered.
    if (authenticated) void Promise.all([prefetchPostLists(queryClient), queryClient.prefetchInfiniteQuery(productionSummariesQuery())]);
  }, [authenticated, queryClient]);

  if (status.isPending) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-hidden="true" />
          <Typography>Checking authentication...</Typography>
        </Stack>
      </Box>
    );
  }
  // After Logout the page is on its way home: no detour through the login page.
  if (logout.isSuccess) return null;
  if (!status.data?.isAuthenticated) return <Navigate to={paths.adminLogin} replace />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <StudioHeader remaining={status.data.remainingTime} logout={logout} />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={0.5} sx={{ mb: 3 }}>
          <Typography variant="h3" component="h1">
            Blog Studio
          </Typography>
          <Typography color="text.secondary">Generate ideas, let AI write the drafts, review and publish.</Typography>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_event, value: TabId) => show(value)}
          aria-label="Admin sections"
          // Scrollable: four tabs and more never squeeze their labels on a phone (390 px).
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 4, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((item) => (
            <Tab key={item.id} value={item.id} label={item.label} id={`tab-${item.id}`} aria-controls={`panel-${item.id}`} />
          ))}
        </Tabs>
        {TABS.map((item) => (
          <Box key={item.id} role="tabpanel" id={`panel-${item.id}`} aria-labelledby={`tab-${item.id}`} hidden={tab !== item.id}>
            {!shown.has(item.id) ? null : item.id === 'ideas' ? (
              <IdeaGenerationTab onArticleStarted={() => show('workflow')} moreLikeThese={(choose) => <MoreLikeTheseOption onChange={choose} />} />
            ) : item.id === 'workflow' ? (
              <ContentWorkflowTab />
            ) : item.id === 'performance' ? (
              <PerformancePanel />
            ) : item.id === 'import' ? (
              <Suspense fallback={<CircularProgress aria-label="Loading import and export" />}>
                <ImportExportTab onShowPosts={() => show('workflow')} />
              </Suspense>
            ) : (
              <Suspense fallback={<CircularProgress aria-label="Loading the calendar" />}>
                <CalendarTab />
              </Suspense>
            )}
          </Box>
        ))}
      </Container>
      <GlobalStyles styles={STUDIO_STYLES} />
      <StudioFreshness />
      <Toaster />
    </Box>
  );
}
