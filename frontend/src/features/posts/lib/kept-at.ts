const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** '17:02' today, '21 Nov, 17:02' on another day: when the admin last typed into a kept draft. */
export function formatKeptAt(date: Date, now = new Date()): string {
  return date.toDateString() === now.toDateString() ? TIME.format(date) : DAY_AND_TIME.format(date);
}
