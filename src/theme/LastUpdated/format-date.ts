// The first date format a page makes with Intl.DateTimeFormat loads the browser's time-zone and
// calendar data: 25 to 37 ms of main thread on a fresh page of this machine's Chromium (four times
// that on a phone), at every page load, to print three words. The site is English only and the
// theme shows the date in UTC, so the words are written out here.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 27, 2026": what Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) writes. */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
