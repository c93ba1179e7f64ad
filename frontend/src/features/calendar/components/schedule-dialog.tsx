import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { addHours, isAfter, isValid, startOfHour } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useState } from 'react';
import { formatScheduleTime, timeZoneName } from './time-zone';

export interface ScheduleDialogProps {
  /** The post's (or article's) title, said in the dialog. */
  title: string;
  /** Its schedule now; null when it has none. */
  current: Date | null;
  confirmLabel: string;
  pending: boolean;
  onSchedule: (at: Date) => void;
  /** Offered only when the post is scheduled. */
  onUnschedule?: () => void;
  onClose: () => void;
}

/** A new schedule starts at the next full hour after the coming one: a time that is clearly in the future. */
const suggestedTime = () => startOfHour(addHours(new Date(), 2));

/**
 * Schedule, reschedule or unschedule one post (issue 17): a date-time picker in the admin's own time zone,
 * named beside it. Only a time in the future can be confirmed; the server checks the same.
 */
export default function ScheduleDialog({ title, current, confirmLabel, pending, onSchedule, onUnschedule, onClose }: ScheduleDialogProps) {
  const [value, setValue] = useState<Date | null>(current ?? suggestedTime());
  const usable = value !== null && isValid(value) && isAfter(value, new Date());
  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="schedule-dialog-title">{current ? 'Reschedule post' : 'Schedule post'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <strong>{title}</strong> goes live by itself at this time{current ? `; now scheduled for ${formatScheduleTime(current)}` : ''}.
          </DialogContentText>
          <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
            <DesktopDateTimePicker
              label="Publish at"
              value={value}
              onChange={(next) => setValue(next)}
              disablePast
              ampm={false}
              format="dd/MM/yyyy HH:mm:ss"
              views={['year', 'month', 'day', 'hours', 'minutes']}
              slotProps={{ textField: { fullWidth: true, helperText: `Time zone: ${timeZoneName()}`, name: 'publishAt' } }}
            />
          </LocalizationProvider>
          {value && isValid(value) && !usable ? (
            <Typography variant="body2" color="error" role="alert">
              Choose a time in the future.
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {current && onUnschedule ? (
          <Button color="warning" onClick={onUnschedule} disabled={pending} sx={{ mr: 'auto' }}>
            Unschedule
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => usable && onSchedule(value)} disabled={!usable || pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
