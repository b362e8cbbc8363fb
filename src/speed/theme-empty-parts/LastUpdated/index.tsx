// Pages show no last-updated date (showLastUpdateTime and showLastUpdateAuthor are off); this empty
// stand-in keeps the date formatting out of every doc page's script.
export default function LastUpdated(): null {
  return null;
}
