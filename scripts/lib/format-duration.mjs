/** "9 min 35 s": rounded to the second first, so that 59.6 s never prints as "0 min 60 s". */
export function formatDuration(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2)} s`;
}
