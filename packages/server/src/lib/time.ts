/** Server-side date-time text for messages, in the organisation's zone (America/New_York). */
export const dateTimeText = (value: Date): string =>
  value.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
