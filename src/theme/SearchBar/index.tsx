// The search bar of this build's provider, chosen at build time by an alias (src/plugins/search-bar-of-provider):
// an offline build then carries none of the hosted bar's code, and a hosted build none of the offline one.
export { default } from '@moti-docs/search-bar';
