import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns';
import { renderWithProviders } from '../../../../test/render';
import ScheduleDialog, { type ScheduleDialogProps } from './schedule-dialog';
import { timeZoneName } from './time-zone';

function open(props: Partial<ScheduleDialogProps> = {}) {
  const handlers = { onSchedule: jest.fn(), onUnschedule: jest.fn(), onClose: jest.fn() };
  renderWithProviders(<ScheduleDialog title="Planning a month" current={null} confirmLabel="Schedule" pending={false} {...handlers} {...props} />);
  return { ...handlers, dialog: screen.getByRole('dialog') };
}

const section = (name: string) => screen.getByRole('spinbutton', { name });

describe('ScheduleDialog', () => {
  it('suggests a time in the future in the admin\'s zone, says the zone, and schedules that time', () => {
    const { dialog, onSchedule } = open();

    expect(within(dialog).getByRole('heading', { name: 'Schedule post' })).toBeInTheDocument();
    expect(within(dialog).getByText(`Time zone: ${timeZoneName()}`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Unschedule' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(onSchedule).toHaveBeenCalledTimes(1);
    const at: Date = onSchedule.mock.calls[0][0];
    expect(at.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(at.getMinutes()).toBe(0);
  });

  it('reschedules from the current time, and offers Unschedule', () => {
    const current = addDays(new Date(), 3);
    current.setHours(9, 15, 0, 0);
    const { dialog, onSchedule, onUnschedule } = open({ current, confirmLabel: 'Reschedule' });

    expect(within(dialog).getByRole('heading', { name: 'Reschedule post' })).toBeInTheDocument();
    expect([section('Hours'), section('Minutes')].map((element) => element.textContent)).toEqual(['09', '15']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unschedule' }));
    expect(onUnschedule).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(onSchedule).toHaveBeenCalledWith(current);
  });

  it('takes a typed time: the chosen day and hour are what it schedules', async () => {
    const user = userEvent.setup();
    const { dialog, onSchedule } = open();
    const target = addDays(new Date(), 10);

    await user.click(section('Day'));
    await user.keyboard(
      [target.getDate(), target.getMonth() + 1].map((value) => String(value).padStart(2, '0')).join('') + `${target.getFullYear()}143000`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const at: Date = onSchedule.mock.calls[0][0];
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([target.getFullYear(), target.getMonth(), target.getDate(), 14, 30]);
  });

  it('refuses a time in the past: it says so and cannot be confirmed', () => {
    const { dialog, onSchedule } = open({ current: new Date(Date.now() - 60_000) });

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a time in the future.');
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeDisabled();
    expect(onSchedule).not.toHaveBeenCalled();
  });
});
