// The search bar of this build's provider, chosen at build time by a module swap (src/plugins/module-swaps):
// an offline build then carries none of the hosted bar's code, and a hosted build none of the offline one.
export { default } from '@moti-docs/search-bar';
