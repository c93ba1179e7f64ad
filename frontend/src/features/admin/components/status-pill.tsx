import Box from '@mui/material/Box';

type Tone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

const TONES: Record<Tone, { fg: string; bg: string }> = {
  info: { fg: '#1e40af', bg: '#dbeafe' },
  success: { fg: '#166534', bg: '#dcfce7' },
  warning: { fg: '#854d0e', bg: '#fef3c7' },
  error: { fg: '#991b1b', bg: '#fee2e2' },
  neutral: { fg: '#374151', bg: '#e5e7eb' },
};

/** A small solid label; fixed colour pairs keep the contrast in both themes. */
export function StatusPill({ children, tone = 'neutral', testId }: { children: React.ReactNode; tone?: Tone; testId?: string }) {
  const colors = TONES[tone];
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color: colors.fg,
        bgcolor: colors.bg,
      }}
    >
      {children}
    </Box>
  );
}
