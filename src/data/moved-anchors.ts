/** Sections that left /installation for pages of their own: old address → new address. */
export const movedAnchors: Record<string, string> = {
  '/installation#storybook-for-react-native': '/storybook#storybook-for-react-native',
  '/installation#storybook-for-the-web': '/storybook#storybook-for-the-web',
  '/installation#let-jest-compile-moti-and-reanimated': '/testing#let-jest-compile-moti-and-reanimated',
  '/installation#real-animations-on-fake-timers': '/testing#real-animations-on-fake-timers',
  '/installation#reanimateds-mock': '/testing#reanimateds-mock',
  '/installation#what-a-test-can-and-cannot-tell-you': '/testing#what-a-test-can-and-cannot-tell-you',
};
