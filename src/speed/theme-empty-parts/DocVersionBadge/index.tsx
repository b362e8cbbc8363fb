// With a single docs version the theme shows no version badge; this empty stand-in keeps its code
// out of every doc page's script.
export default function DocVersionBadge(): null {
  return null;
}
