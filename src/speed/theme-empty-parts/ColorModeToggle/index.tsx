// The site is dark only with the switch disabled, so the toggle never renders; this
// empty stand-in keeps its code and icons out of every page's script.
export default function ColorModeToggle(): null {
  return null;
}
