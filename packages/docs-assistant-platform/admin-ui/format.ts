/** Dates and numbers as the dashboard shows them, in the reader's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';
export const formatDay = (yyyyMmDd: string) => shortDate.format(new Date(`${yyyyMmDd}T00:00:00Z`));
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Only web links become links: a stored URL of another scheme is shown as text. */
export function webUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const SOURCE_LABELS: Record<string, string> = {
  thumbs_only: 'Thumbs',
  contextual: 'Page or answer comment',
  code_snippet: 'Code report',
  agent: 'Agent',
};
