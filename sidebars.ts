import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { PageRole } from './src/search/records/types';

type SidebarItemDoc = { type: 'doc'; id: string; customProps: { searchRole: PageRole } };

// One sidebar, categories in the order a reader meets them: getting started, usage, then worked
// examples and references; lists are explicit so that the order is reviewed, not derived from file names.
// `searchRole` tells search what a category's pages or a page are for (PageRole in src/search/records/types.ts).
const category = (label: string, items: (string | SidebarItemDoc)[], customProps?: { searchRole: PageRole }) => ({
  type: 'category' as const,
  label,
  collapsed: false,
  items,
  ...(customProps && { customProps }),
});

// A category whose first page has the category's name links its label to that page, so the page is
// not listed under itself and its breadcrumbs do not say the name twice ("Web › Web").
const categoryWithPage = (label: string, page: string, items: string[]) => ({
  ...category(label, items),
  link: { type: 'doc' as const, id: page },
});

const sidebars: SidebarsConfig = {
  someSidebar: [
    categoryWithPage('Welcome', 'welcome', ['installation', 'compatibility', 'starter', 'hello-world']),
    category('Usage', [
      'animations',
      'api/transforms',
      'reanimated',
      'reanimated-4',
      'moti-or-css-animations',
      'svg',
      'skeleton',
    ]),
    category(
      'Examples',
      [
        'examples/hello-world',
        'examples/animate-presence',
        'examples/image-gallery',
        'examples/menu-icon',
        'examples/exit-before-enter',
        'examples/loop',
        'examples/variants',
        'examples/action-menu',
        'examples/skeleton',
      ],
      { searchRole: 'example' },
    ),
    category('Hooks', ['hooks/use-animation-state', 'hooks/use-dynamic-animation']),
    categoryWithPage('Interactions', 'interactions/overview', [
      'interactions/pressable',
      'interactions/use-pressable',
      'interactions/use-pressables',
      'interactions/use-pressable-animated-props',
      'interactions/use-pressable-transition',
      'interactions/use-pressable-interpolate',
      'interactions/merge',
      'interactions/eslint',
    ]),
    category('Resources', [
      // The page that answers symptoms; a topic page's section headed with its title does too.
      { type: 'doc', id: 'troubleshooting', customProps: { searchRole: 'symptoms' } },
      'resources/videos',
    ]),
    category('Testing and Storybook', ['testing', 'storybook']),
    categoryWithPage('Web', 'web', ['next']),
    category('API Reference', ['api/imports', 'api/motify', 'api/motify-svg', 'api/props']),
  ],
};

export default sidebars;
