import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import codeHighlightingPlugin, { slimHighlighter } from './index';

describe('code-highlighting plugin', () => {
  it('aliases exactly the prism-react-renderer import to the slim highlighter', () => {
    const plugin = codeHighlightingPlugin();
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toEqual({ resolve: { alias: { 'prism-react-renderer$': slimHighlighter } } });
    expect(existsSync(slimHighlighter)).toBe(true);
  });
});
