// The theme's code block also takes the lines the build highlighted (src/theme/CodeBlock).
declare module '@theme/CodeBlock' {
  interface Props {
    /** The HTML of the block's lines, from src/plugins/code-highlight. */
    readonly highlighted?: string;
  }
}
