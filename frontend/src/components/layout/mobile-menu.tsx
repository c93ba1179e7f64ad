import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from '@/config/site';
import { MaterialTheme } from '@/theme/material-theme';
import { Logo } from './logo';
import { ClientLoginButton } from './nav-links';
import styles from './nav-links.styles';

/**
 * The right-side panel of the mobile navigation; it closes when a link is chosen. MUI's Drawer (focus
 * trap, Escape, backdrop) and its theme load with this chunk, when a visitor first opens the menu.
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MaterialTheme>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { id: 'mobile-menu', sx: { width: 'min(86vw, 360px)', p: 3 } } }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 4 }}>
          <Logo onClick={onClose} />
          <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: 'text.primary' }}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label="Mobile">
          <ul className={styles.mobileList}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={onClose} className={`${styles.link} ${styles.mobileLink}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Box>
        <Box sx={{ mt: 4 }} onClick={onClose}>
          <ClientLoginButton fullWidth />
        </Box>
      </Drawer>
    </MaterialTheme>
  );
}
