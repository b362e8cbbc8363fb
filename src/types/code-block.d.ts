// The theme's code block also takes what the build highlighted (src/theme/CodeBlock).
declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's runs of colour, from src/plugins/code-highlight. */
    readonly tokens?: string;
    /** The file of its names' popups, under /assets/types/. */
    readonly types?: string;
    /** JSON of the `[line, message]` errors it shows on purpose. */
    readonly errors?: string;
  }
}
