// The site has one docs version, the latest, which the theme never marks with a banner; this empty
// stand-in keeps the banner's code and texts out of every doc page's script.
export default function DocVersionBanner(): null {
  return null;
}
