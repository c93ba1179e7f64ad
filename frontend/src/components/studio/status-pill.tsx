import { styled } from '@mui/material/styles';

type Tone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

const TONES: Record<Tone, { fg: string; bg: string }> = {
  info: { fg: '#1e40af', bg: '#dbeafe' },
  success: { fg: '#166534', bg: '#dcfce7' },
  warning: { fg: '#854d0e', bg: '#fef3c7' },
  error: { fg: '#991b1b', bg: '#fee2e2' },
  neutral: { fg: '#374151', bg: '#e5e7eb' },
};

// One static rule for every pill (the studio's lists show dozens); the tone is two inline colours.
const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
}));

/** A small solid label; fixed colour pairs keep the contrast in both themes. */
export function StatusPill({ children, tone = 'neutral', testId }: { children: React.ReactNode; tone?: Tone; testId?: string }) {
  const colors = TONES[tone];
  return (
    <Pill data-testid={testId} style={{ color: colors.fg, backgroundColor: colors.bg }}>
      {children}
    </Pill>
  );
}
