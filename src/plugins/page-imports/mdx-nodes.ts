// Nodes a remark plugin adds to a page, each with the estree that the MDX compiler reads instead of
// the text (it does not parse `value` again).
import type { Expression, ImportDeclaration, Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

const identifier = (name: string) => ({ type: 'Identifier' as const, name });

function esm(value: string, declaration: ImportDeclaration): MdxjsEsm {
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } } };
}

/** `import <local> from '<module>';` */
export function importStatement(local: string, module: string): MdxjsEsm {
  return esm(`import ${local} from '${module}';`, {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
    source: { type: 'Literal', value: module, raw: `'${module}'` },
    attributes: [],
  });
}

/** A JSX attribute whose value is `{expression}`, `value` being its source text. */
export function expressionAttribute(name: string, value: string, expression: Expression): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value, data: { estree } } };
}

/** Whether the page's own imports or exports already declare `name`. */
export function declares(children: { type: string; value?: string }[], name: string): boolean {
  return children.some((node) => node.type === 'mdxjsEsm' && new RegExp(`\\b${name}\\b`).test(node.value ?? ''));
}
