/** Sections that left a page for another page, or became a tab of their page: old address → new address. */
export const movedAnchors: Record<string, string> = {
  '/installation#storybook-for-react-native': '/storybook#storybook-for-react-native',
  '/installation#storybook-for-the-web': '/storybook#storybook-for-the-web',
  '/installation#let-jest-compile-moti-and-reanimated': '/testing#let-jest-compile-moti-and-reanimated',
  '/installation#real-animations-on-fake-timers': '/testing#real-animations-on-fake-timers',
  '/installation#reanimateds-mock': '/testing#reanimateds-mock',
  '/installation#what-a-test-can-and-cannot-tell-you': '/testing#what-a-test-can-and-cannot-tell-you',
  // /installation's paths became tabs, opened by `?path=`; the address leads to the tabs with that one open.
  '/installation#install-in-an-expo-app': '/installation?path=expo#versions-that-go-together',
  '/installation#1-add-reanimated': '/installation?path=expo#versions-that-go-together',
  '/installation#2-add-moti': '/installation?path=expo#versions-that-go-together',
  '/installation#3-babel': '/installation?path=expo#versions-that-go-together',
  '/installation#4-restart-with-a-clean-cache': '/installation?path=expo#versions-that-go-together',
  '/installation#install-in-a-bare-react-native-app': '/installation?path=bare#versions-that-go-together',
  '/installation#1-add-both-packages': '/installation?path=bare#versions-that-go-together',
  '/installation#2-add-the-reanimated-babel-plugin': '/installation?path=bare#versions-that-go-together',
  '/installation#3-install-the-ios-pods': '/installation?path=bare#versions-that-go-together',
  '/installation#4-rebuild-and-clear-metros-cache': '/installation?path=bare#versions-that-go-together',
  '/installation#stay-on-reanimated-3': '/installation?path=reanimated-3#versions-that-go-together',
  '/installation#reanimated-3-expo': '/installation?path=reanimated-3#versions-that-go-together',
  '/installation#reanimated-3-bare': '/installation?path=reanimated-3#versions-that-go-together',
  '/installation#web-and-nextjs': '/installation?path=web#versions-that-go-together',
  '/installation#first-animation-bare': '/installation#first-animation',
  // Long answers, on the page of their topic (the troubleshooting page's HTML stays small).
  '/troubleshooting#react-native-not-compatible-with-reanimated': '/reanimated-4#react-native-version-refused',
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
