import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/** A dialog title with a close button (phones show dialogs full screen). */
export function ModalHeader({ id, children, onClose }: { id: string; children: ReactNode; onClose: () => void }) {
  return (
    <DialogTitle id={id} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      <IconButton aria-label="Close" onClick={onClose} edge="end">
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
