// prismjs ships its language files as plain scripts; the core one exports Prism itself.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
