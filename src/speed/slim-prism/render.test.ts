import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight as FullHighlight, type HighlightProps } from 'prism-react-renderer';
import { Highlight } from './index';
import Prism from './prism';
import { motiDark } from '../../theme-code/prism-theme';

// The theme's code block renders lines and tokens through the render prop; do it the same way.
const renderBlock: HighlightProps['children'] = ({ className, style, tokens, getLineProps, getTokenProps }) =>
  createElement(
    'pre',
    { className, style },
    tokens.map((line, i) =>
      createElement(
        'span',
        { key: i, ...getLineProps({ line, className: 'extra' }) },
        line.map((token, j) => createElement('span', { key: j, ...getTokenProps({ token }) })),
      ),
    ),
  );

const code = `const box = <MotiView animate={{ opacity: 1 }} />;\n\n// done\nexport default box;`;

describe('Highlight', () => {
  it.each(['tsx', 'TSX', 'no-such-language'])('renders %s exactly like prism-react-renderer', (language) => {
    const props = { code, language, theme: motiDark, prism: Prism, children: renderBlock };
    expect(renderToStaticMarkup(createElement(Highlight, props))).toBe(
      renderToStaticMarkup(createElement(FullHighlight, props)),
    );
  });

  it('uses the slim Prism by default, and colours only from the theme it is given', () => {
    const html = renderToStaticMarkup(createElement(Highlight, { code, language: 'tsx', children: renderBlock }));
    expect(html).toContain('token keyword');
    expect(html).not.toContain('color:');
  });
});
