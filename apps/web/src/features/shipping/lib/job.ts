/** Booking job progress and result summaries. DOM-free. */
export type JobLike = {
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  total: number;
  results: ReadonlyArray<{ state: string }>;
};

export const isJobDone = (job: Pick<JobLike, 'status'> | undefined) =>
  job?.status === 'succeeded' || job?.status === 'failed';

/** 0–100, whole numbers; an empty job counts as done when finished. */
export function jobPercent(job: Pick<JobLike, 'status' | 'progress' | 'total'>): number {
  if (job.total <= 0) return isJobDone(job) ? 100 : 0;
  return Math.round((Math.min(Math.max(job.progress, 0), job.total) / job.total) * 100);
}

export type JobSummary = { booked: number; failed: number; unknown: number; pending: number };

export function summariseResults(results: JobLike['results']): JobSummary {
  const out: JobSummary = { booked: 0, failed: 0, unknown: 0, pending: 0 };
  for (const r of results) {
    if (r.state === 'booked') out.booked += 1;
    else if (r.state === 'failed' || r.state === 'cancelled') out.failed += 1;
    else if (r.state === 'unknown') out.unknown += 1;
    else out.pending += 1;
  }
  return out;
}

export const UNKNOWN_BOOKING_MESSAGE =
  'We could not confirm this booking with the courier; Sauda will look it up before booking again';

/** One line for the toast when the job ends. */
export function summaryText(s: JobSummary): string {
  const parts: string[] = [];
  if (s.booked) parts.push(`${s.booked} booked`);
  if (s.failed) parts.push(`${s.failed} failed`);
  if (s.unknown) parts.push(`${s.unknown} unconfirmed`);
  return parts.length ? parts.join(' · ') : 'Nothing was booked';
}
