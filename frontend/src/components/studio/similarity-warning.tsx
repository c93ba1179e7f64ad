import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Topic memory's warning line (under an idea, in the editor): 'Similar to: …' with a warning icon. */
export function SimilarityWarning({ children, sx }: { children: ReactNode; sx?: object }) {
  return (
    <Typography variant="caption" data-testid="similar-warning" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main', ...sx }}>
      <WarningIcon sx={{ fontSize: 16 }} aria-hidden="true" />
      {children}
    </Typography>
  );
}
