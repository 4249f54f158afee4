export type Greeting = 'morning' | 'afternoon' | 'evening';

/** The hour of the day in Nairobi, where the business is, whatever the browser's zone. */
export function nairobiHour(now: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return Number(hour);
}

export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
