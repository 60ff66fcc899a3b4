/** How soon the courier needs an answer. DOM-free. */

export type DeadlineTone = 'red' | 'amber' | 'normal' | 'none';
export type Urgency = { label: string; tone: DeadlineTone; overdue: boolean };

const HOUR = 3_600_000;
/** Under this much time left (or past) the deadline shows red. */
export const URGENT_MS = 12 * HOUR;
/** Under a day left: amber. */
export const SOON_MS = 24 * HOUR;

function span(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** "in 5 h" (red under 12 h), "in 3 days"; past: "passed 2 h ago" (red); no deadline: "No deadline". */
export function deadlineUrgency(deadline: string | null | undefined, now: Date = new Date()): Urgency {
  if (!deadline) return { label: 'No deadline', tone: 'none', overdue: false };
  const at = new Date(deadline).getTime();
  if (Number.isNaN(at)) return { label: 'No deadline', tone: 'none', overdue: false };
  const left = at - now.getTime();
  if (left <= 0) return { label: `passed ${span(-left)} ago`, tone: 'red', overdue: true };
  return {
    label: `in ${span(left)}`,
    tone: left < URGENT_MS ? 'red' : left < SOON_MS ? 'amber' : 'normal',
    overdue: false,
  };
}
