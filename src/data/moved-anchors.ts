/** Sections that left a page for another page: old address → new address. */
export const movedAnchors: Record<string, string> = {
  '/installation#storybook-for-react-native': '/storybook#storybook-for-react-native',
  '/installation#storybook-for-the-web': '/storybook#storybook-for-the-web',
  '/installation#let-jest-compile-moti-and-reanimated': '/testing#let-jest-compile-moti-and-reanimated',
  '/installation#real-animations-on-fake-timers': '/testing#real-animations-on-fake-timers',
  '/installation#reanimateds-mock': '/testing#reanimateds-mock',
  '/installation#what-a-test-can-and-cannot-tell-you': '/testing#what-a-test-can-and-cannot-tell-you',
  // AnimatePresence's problems, answered where AnimatePresence is explained (the page's HTML stays small).
  '/troubleshooting#the-exit-animation-does-not-play': '/animate-presence#the-exit-animation-does-not-play',
  '/troubleshooting#animatepresence-children-freeze-half-way-on-hermes':
    '/animate-presence#animatepresence-children-freeze-half-way-on-hermes',
  '/troubleshooting#the-exit-animation-plays-but-the-component-never-unmounts':
    '/animate-presence#the-exit-animation-plays-but-the-component-never-unmounts',
  // What was run, once a section of its own, is in each page's closing note; the claims it backs are here.
  '/web#what-was-run': '/web#without-the-plugin',
  '/next#what-was-run-and-what-was-only-read': '/next#the-babel-plugin',
};
