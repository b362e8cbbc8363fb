// The properties search ranking must have, each shown on a small fixture of its own rather
// than on a query of the development sets.
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { parseQuery, QueryMatcher } from './query';
import type { RecordType } from '../records/types';
import { page } from './test-records';

/** Sections of their own (a heading each), so that a word in all of them is in many sections. */
const notes = (count: number, text: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => [
    ['lvl2', `Note ${i}`, null] as [RecordType, string, null],
    ['content', null, text(i)] as [RecordType, null, string],
  ]).flat();

const urls = (engine: SearchEngine, query: string) =>
  engine.search(query).hits.map(({ record }) => record.url.replace('https://moti.fyi', ''));

// Filler pages, so that no word of the queries below is on most pages (a word on most pages counts
// after the others, see `common`).
const filler = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].flatMap((name) =>
  page(`/${name}`, 'Other', `About ${name}`, [['content', null, `Text about ${name} and nothing else.`]]),
);

describe('a title or heading that names a query word', () => {
  it('ranks above a section that only mentions a rarer query word in its text', () => {
    const engine = new SearchEngine([
      ...filler,
      ...page('/skeleton', 'Guides', 'Skeleton', [['content', null, 'A placeholder box while content loads.']]),
      // Many sections of one page mention the skeleton, so that the word is in many sections, though on
      // few pages.
      ...page(
        '/web',
        'Web',
        'Web',
        notes(8, (i) => `Note ${i}: a skeleton shows while it loads.`),
      ),
      // `usage` is in one section only: far rarer than `skeleton`.
      ...page('/hooks', 'Hooks', 'Hooks', [['content', null, 'The usage of each hook is shown below.']]),
    ]);
    const hits = urls(engine, 'Usage of the Skeleton');
    expect(hits[0]).toBe('/skeleton');
    expect(hits.indexOf('/skeleton')).toBeLessThan(hits.indexOf('/hooks'));
  });
});

describe('a name the docs write as one term', () => {
  it('is one word of the query, in the joined form the index holds, with its parts', () => {
    const terms = (query: string) => parseQuery(query).map(({ term, parts }) => ({ term, parts }));
    expect(terms('Next.js')).toEqual([{ term: 'nextjs', parts: ['next', 'js'] }]);
    expect(terms('expo-linear-gradient')).toEqual([
      { term: 'expolineargradient', parts: ['expo', 'linear', 'gradient'] },
    ]);
    expect(terms('react-native-web')).toEqual([{ term: 'reactnativeweb', parts: ['react', 'native', 'web'] }]);
    expect(terms('AnimatePresence')).toEqual([{ term: 'animatepresence', parts: ['animate', 'presence'] }]);
    expect(terms('onDidAnimate')).toEqual([{ term: 'ondidanimate', parts: ['on', 'did', 'animate'] }]);
  });

  const engine = new SearchEngine([
    ...filler,
    ...page('/skeleton', 'Guides', 'Skeleton', [
      ['content', null, 'The shimmer needs expo-linear-gradient installed.'],
    ]),
    ...page('/bare', 'Usage', 'Bare apps', [
      ['content', null, 'Install the expo package, then a linear gradient view.'],
    ]),
    ...page('/expo', 'Usage', 'Expo', [['content', null, 'An expo app needs nothing more.']]),
  ]);

  it('matches as a whole, and where all its parts are written apart, but not on one part alone', () => {
    const hits = urls(engine, 'expo-linear-gradient');
    expect(hits[0]).toBe('/skeleton');
    expect(hits).toContain('/bare');
    expect(hits).not.toContain('/expo');
  });

  it('counts once: its parts do not count as more words found', () => {
    const [whole] = engine.search('expo-linear-gradient').hits;
    expect(whole.ranking.words).toBe(1);
    const apart = engine.search('expo-linear-gradient').hits.find(({ record }) => record.url.endsWith('/bare'));
    expect(apart?.ranking.words).toBe(1);
  });
});

describe('a name the docs write as one term, found through its parts', () => {
  it('is named by a heading only where all its parts are, not by one part in a heading', () => {
    const engine = new SearchEngine([
      ...filler,
      // One part in a heading, the others in the text: the page title names the other word.
      ...page('/skeleton', 'Guides', 'Skeleton', [
        ['lvl2', 'Gradient package', null],
        ['content', null, 'Install expo and its linear view.'],
      ]),
      ...page('/trouble', 'Help', 'Troubleshooting', [
        ['lvl2', 'Skeleton needs expo-linear-gradient', null],
        ['content', null, 'Install it first.'],
      ]),
    ]);
    expect(urls(engine, 'expo-linear-gradient skeleton')[0]).toMatch(/^\/trouble/);
  });
});

describe('words found', () => {
  const engine = new SearchEngine([
    ...filler,
    ...page('/springs', 'Usage', 'Springs', [['content', null, 'A spring with less damping swings further.']]),
    // `spring` and `damping` are in many sections, `overshoot` in one.
    ...page(
      '/physics',
      'Usage',
      'Spring physics',
      notes(8, (i) => `Note ${i}: spring and damping.`),
    ),
    // `overshoot` is the rarest word of the query, and this section has no other.
    ...page('/overshoot', 'Usage', 'Overshoot notes', [['content', null, 'An overshoot past the target.']]),
    ...page('/timing', 'Usage', 'Timing', [['content', null, 'A spring is not a timing curve.']]),
    ...page('/settle', 'Usage', 'Settling', [['content', null, 'The motion settles down.']]),
  ]);

  it('more of them rank above fewer, however rare the fewer are', () => {
    const hits = urls(engine, 'spring damping overshoot');
    expect(hits.indexOf('/springs')).toBeLessThan(hits.indexOf('/overshoot'));
    expect(hits.indexOf('/physics#note-0')).toBeLessThan(hits.indexOf('/overshoot'));
  });

  it('rarity breaks the tie between sections that match as many words as well', () => {
    const tie = new SearchEngine([
      ...filler,
      ...page('/a', 'Usage', 'First', [['content', null, 'Each spring settles.']]),
      ...page('/b', 'Usage', 'Second', [['content', null, 'Each spring settles.']]),
      ...page('/c', 'Usage', 'Third', [['content', null, 'The overshoot fades.']]),
    ]);
    // `spring` is on two pages and `overshoot` on one: the section with the rarer word comes first.
    expect(urls(tie, 'spring overshoot')[0]).toBe('/c');
  });
});

describe('a rare word of the query', () => {
  it('does not decide alone which hits are kept', () => {
    const engine = new SearchEngine([
      ...filler,
      // The words that name the topic are in many sections of one page…
      ...page(
        '/presence',
        'Usage',
        'Presence',
        notes(8, (i) => `Note ${i}: AnimatePresence with exitBeforeEnter lets one child leave first.`),
      ),
      // …and an incidental word of the question is in fewer sections, none of which name the topic.
      ...page(
        '/colours',
        'Usage',
        'Colours',
        notes(5, (i) => `Note ${i}: the light mode.`),
      ),
    ]);
    const hits = urls(engine, 'AnimatePresence mode vs exitBeforeEnter');
    expect(hits[0]).toMatch(/^\/presence/);
    expect(hits.findIndex((url) => url.startsWith('/presence'))).toBeLessThan(
      hits.findIndex((url) => url.startsWith('/colours')),
    );
  });
});

describe('proximity', () => {
  it('puts words close together in one section above the same words scattered across one', () => {
    const engine = new SearchEngine([
      ...filler,
      // Shorter, so BM25 alone would put it first.
      ...page('/scattered', 'Usage', 'Notes', [['content', null, 'The exit runs when the transition ends.']]),
      ...page('/together', 'Usage', 'More notes', [
        ['content', null, 'An exit transition of its own runs when the child leaves the screen.'],
      ]),
    ]);
    expect(urls(engine, 'exit transition')[0]).toBe('/together');
  });
});

describe('a page title that is about the query', () => {
  const engine = new SearchEngine([
    ...filler,
    // A heading elsewhere names the same word, and its text has both words, side by side.
    ...page('/overview', 'Interactions', 'Interactions', [
      ['lvl2', 'MotiPressable and its hooks', null],
      ['content', null, 'MotiPressable styles: the styles of each MotiPressable.'],
    ]),
    ...page('/pressable', 'Interactions', 'MotiPressable', [
      ['content', null, 'The inner view takes the styles you pass.'],
    ]),
    ...page('/transition-hook', 'Interactions', 'useMotiPressableTransition', [
      ['content', null, 'A worklet that returns the transition for each state.'],
    ]),
    ...page('/props', 'API', 'Props', [
      ['lvl2', 'transition', null],
      ['content', null, 'How each style animates.'],
    ]),
  ]);

  it('ranks its page above a page that names the word only in a heading', () => {
    const hits = urls(engine, 'Broken styles in MotiPressable');
    expect(hits.indexOf('/pressable')).toBeLessThan(hits.indexOf('/overview#motipressable-and-its-hooks'));
  });

  it('or two of its words: a long camel-case title that names two query words is about them', () => {
    const named = new SearchEngine([
      ...filler,
      ...page('/animated-props', 'Interactions', 'useMotiPressableAnimatedProps', [
        ['content', null, 'Returns the props of the inner view for each press state.'],
      ]),
      // A heading names both words too, and a heading outranks the camel-case parts of a title.
      ...page('/reference', 'API', 'API reference', [
        ['lvl2', 'Animated props of a view', null],
        ['content', null, 'Which props a view animates.'],
      ]),
    ]);
    expect(urls(named, 'animated props')[0]).toBe('/animated-props');
    expect(named.search('animated props').hits[0].ranking.titleAboutQuery).toBe(2);
  });

  it('needs half of the title to be query words: a part of a long camel-case name is not enough', () => {
    const hits = urls(engine, 'transition');
    expect(hits.indexOf('/props#transition')).toBeLessThan(hits.indexOf('/transition-hook'));
    const hook = engine.search('transition').hits.find(({ record }) => record.url.endsWith('/transition-hook'));
    expect(hook?.ranking.titleAboutQuery).toBe(0);
  });
});

describe('words on most pages', () => {
  it('count half a word each: three of them outweigh one rarer incidental word', () => {
    const common = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].flatMap((name) =>
      page(`/${name}`, 'Other', `About ${name}`, [['content', null, `Keep the ${name} view pressed until done.`]]),
    );
    const engine = new SearchEngine([
      ...common,
      ...page('/pressable', 'Usage', 'Pressing', [['content', null, 'The view animates while you keep it pressed.']]),
      ...page('/timing', 'Usage', 'Timing', [['content', null, 'Nothing happens before the delay ends.']]),
    ]);
    const hits = urls(engine, 'view keep pressed happens');
    expect(hits.indexOf('/pressable')).toBeLessThan(hits.indexOf('/timing'));
  });
});

describe('a word of the docs in another form', () => {
  it('is taken as meant, not read as a typo of another word', () => {
    const engine = new SearchEngine([
      ...filler,
      ...page('/svg', 'Usage', 'SVG', [['content', null, 'Integrations with react-native-svg.']]),
      // Two typos away from `integration`, which the docs only write as `integrations`.
      ...page('/hover', 'Usage', 'Hover', [['content', null, 'Each hover interaction.']]),
    ]);
    const hits = urls(engine, 'svg integration');
    expect(hits[0]).toBe('/svg');
    expect(hits).not.toContain('/hover');
  });
});

describe('a word found only through a typo', () => {
  it('is not counted as found: a section that names fewer words as typed comes first', () => {
    const engine = new SearchEngine([
      ...filler,
      // `marker` is one typo from `market`, a word of another topic.
      ...page('/stocks', 'Usage', 'Stocks', [['content', null, 'Render the market view once a minute.']]),
      ...page('/props', 'Usage', 'Props', [['lvl2', 'Render props', null]]),
    ]);
    const hits = urls(engine, 'render marker');
    expect(hits[0]).toBe('/props#render-props');
    expect(hits).toContain('/stocks');
  });
});

describe("a report's verdict", () => {
  it('do not decide: "not working" does not lift a heading that says how something works', () => {
    const engine = new SearchEngine([
      ...filler,
      ...page('/presence', 'Usage', 'AnimatePresence', [
        ['content', null, 'AnimatePresence lets a child play its exit before it unmounts.'],
      ]),
      // An example whose heading names a form of "working", and whose text mentions the topic.
      ...page(
        '/example',
        'Recipes',
        'Presence example',
        [
          ['lvl2', 'How it works', null],
          ['content', null, 'The list sits in AnimatePresence, and each row has a key.'],
        ],
        { role: 'example' },
      ),
    ]);
    for (const query of ['AnimatePresence not working', 'AnimatePresence does not work'])
      expect(urls(engine, query)[0], query).toBe('/presence');
  });

  it('nor does the wrapping of a request: "Add …" asks for the rest of the title', () => {
    const engine = new SearchEngine([
      ...filler,
      ...page('/dynamic', 'Hooks', 'useDynamicAnimation', [['content', null, 'A state you change from outside.']]),
      // Every common-looking word of the request, "add" included, and the rarer one only in passing.
      ...page('/types', 'API', 'Types', [
        ['content', null, 'Add the state type to a dynamic prop.'],
        ['content', null, 'Add a state, add a type.'],
      ]),
    ]);
    expect(parseQuery('Add dynamic state').map(({ term }) => term)).toEqual(['dynamic', 'state']);
    expect(urls(engine, 'Add dynamic animation state')[0]).toBe('/dynamic');
  });
});

describe('a heading that reads like the query', () => {
  // Both headings name the one word the query searches for; the other page names it more often, so
  // its page score (BM25) alone would put it first.
  const engine = new SearchEngine([
    ...filler,
    ...page('/packages', 'Help', 'Packages', [
      ['lvl2', 'Cannot find gizmo/extras on an older gizmo', null],
      ['content', null, 'Update gizmo: gizmo/extras came with a later gizmo release, as gizmo notes say.'],
    ]),
    ...page('/playgrounds', 'Help', 'Playgrounds', [
      ['lvl2', 'Gizmo does not work in online playgrounds', null],
      ['content', null, 'Playgrounds run an older runtime.'],
    ]),
  ]);

  it("comes first when the others tie: its words are the query's, in order, stop words included", () => {
    expect(parseQuery("Gizmo doesn't work").map(({ term }) => term)).toEqual(['gizmo']);
    for (const query of ["Gizmo doesn't work", 'gizmo does not work', 'gizmo doesn\u2019t work'])
      expect(urls(engine, query)[0], query).toBe('/playgrounds#gizmo-does-not-work-in-online-playgrounds');
  });

  it('needs two words in a row: one word named is what every heading here does', () => {
    expect(urls(engine, 'gizmo')[0]).toBe('/packages#cannot-find-gizmo-extras-on-an-older-gizmo');
  });
});

describe('a word that says what kind of question it is ("example", "issue", "help", "support")', () => {
  it('names no title or heading: a gallery titled "Example…" does not outrank the guide on the topic', () => {
    const engine = new SearchEngine([
      ...filler,
      ...page('/dropdown', 'Guides', 'Dropdown', [['content', null, 'A dropdown menu example, item by item.']]),
      ...page(
        '/gallery',
        'Recipes',
        'Example gallery',
        [
          ['lvl2', 'Dropdown', null],
          ['content', null, 'See the example running.'],
        ],
        { role: 'example' },
      ),
    ]);
    expect(urls(engine, 'dropdown example')[0]).toBe('/dropdown');
    // The same page wins on a word that names the topic, so the difference is the kind of word.
    expect(urls(engine, 'dropdown gallery')[0]).toMatch(/^\/gallery/);
  });

  it('is weak in every form: "examples" and "supported" are "example" and "support"', () => {
    const weak = (query: string) => parseQuery(query).map(({ term, weak }) => [term, weak]);
    expect(weak('skeleton examples')).toEqual([
      ['skeleton', false],
      ['examples', true],
    ]);
    expect(weak('is svg supported')).toEqual([
      ['svg', false],
      ['supported', true],
    ]);
  });
});

describe('an example page (its role, whatever its category is called)', () => {
  // Two pages equal on every word, name and title; the example page says more of them, so BM25 alone
  // would put it first.
  const engine = new SearchEngine([
    ...filler,
    ...page('/skeleton', 'Guides', 'Skeleton', [['content', null, 'A loader placeholder and its props.']]),
    ...page(
      '/examples/skeleton',
      'Recipes',
      'Skeleton',
      [['content', null, 'A loader, then another loader, then a third loader in a list.']],
      { role: 'example' },
    ),
  ]);

  it('comes after the page that explains the same thing', () => {
    expect(urls(engine, 'skeleton loader')[0]).toBe('/skeleton');
  });

  it('is not held back when the query asks for an example, in any form', () => {
    expect(urls(engine, 'skeleton loader example')[0]).toBe('/examples/skeleton');
    expect(urls(engine, 'skeleton loader demos')[0]).toBe('/examples/skeleton');
  });

  it('is told by its role alone: a category that reads "Examples" holds no example page without one', () => {
    const unmarked = new SearchEngine([
      ...filler,
      ...page('/skeleton', 'Guides', 'Skeleton', [['content', null, 'A loader placeholder and its props.']]),
      ...page('/examples/skeleton', 'Examples', 'Skeleton', [
        ['content', null, 'A loader, then another loader, then a third loader in a list.'],
      ]),
    ]);
    expect(urls(unmarked, 'skeleton loader')[0]).toBe('/examples/skeleton');
  });
});

describe('a word typed twice', () => {
  it('is one word of the query, still the one being typed when it comes last', () => {
    const words = (query: string) => parseQuery(query).map(({ term, last }) => ({ term, last }));
    expect(words('[Reanimated] Reanimated 4 supports')).toEqual([
      { term: 'reanimated', last: false },
      { term: '4', last: false },
      { term: 'supports', last: true },
    ]);
    expect(words('reanimated 4 reanimated')).toEqual([
      { term: 'reanimated', last: true },
      { term: '4', last: false },
    ]);
  });

  it('counts once: two other words of the query outrank it', () => {
    const engine = new SearchEngine([
      ...filler,
      ...page('/two', 'Help', 'Two', [['content', null, 'The layout failed once.']]),
      // Titled with it, which would win a tie.
      ...page('/one', 'Help', 'Worklet', [['content', null, 'A worklet, and a worklet, and a worklet.']]),
    ]);
    expect(urls(engine, 'worklet worklet failed layout')[0]).toBe('/two');
  });
});

describe('the last word of a query', () => {
  const last = (query: string) => parseQuery(query).at(-1)!.last;

  it('is still being typed, so a prefix, when the query ends with it', () => {
    expect(last('animate pres')).toBe(true);
    expect(last('Next.js')).toBe(true);
  });

  it('is complete when a space or punctuation follows it, as after a question or a pasted message', () => {
    expect(last('can it be done in moti?')).toBe(false);
    expect(last('Failed to create a worklet.')).toBe(false);
    expect(last('animate pres ')).toBe(false);
  });
});

describe('a camel-case or joined name made of words of the docs', () => {
  const known = (term: string) => ['reanimated', 'error', 'use', 'state', 'animation'].includes(term);

  it('takes no typos: its parts find it, written together or apart', () => {
    expect(parseQuery('ReanimatedError', known)[0].typos).toBe(0);
  });

  it('keeps them when a part is no word of the docs: a misspelt name still finds its page', () => {
    expect(parseQuery('useAnimaitonState', known)[0].typos).toBe(2);
  });
});

describe('words joined by punctuation', () => {
  const engine = new SearchEngine([
    ...filler,
    ...page('/lists', 'Guides', 'Long lists', [['content', null, 'Memory and performance in long lists.']]),
    ...page('/next', 'Guides', 'Next.js', [['content', null, 'Moti in a Next.js app, with version 2.3.0 notes.']]),
  ]);
  const known = (term: string) => engine.search(term, { hitsPerPage: 1 }).nbHits > 0;

  it('are separate words when the docs never write them joined, as "memory/performance"', () => {
    expect(parseQuery('memory/performance', known).map(({ term }) => term)).toEqual(['memory', 'performance']);
    const [hit] = engine.search('memory/performance').hits;
    expect(hit.record.url).toBe('https://moti.fyi/lists');
    expect(hit.ranking.words).toBe(2);
  });

  it('stay one term when the docs write them joined (Next.js), and a version stays one', () => {
    expect(parseQuery('Next.js', known).map(({ term }) => term)).toEqual(['nextjs']);
    expect(parseQuery('2.3.0', known).map(({ term }) => term)).toEqual(['230']);
  });
});

describe('a query that reports something wrong', () => {
  const engine = new SearchEngine([
    ...filler,
    // A reference section that repeats the words, so BM25 alone puts it first…
    ...page('/api', 'API', 'API reference', [
      ['lvl2', 'drawer', null],
      ['content', null, 'The drawer prop: a drawer prop for the drawer.'],
    ]),
    // …and a section of the page whose role is to answer symptoms, with the same words.
    ...page(
      '/troubleshooting',
      'Help',
      'Known problems',
      [
        ['lvl2', 'drawer', null],
        ['content', null, 'When the drawer prop does nothing, check that its parent renders it.'],
      ],
      { role: 'symptoms' },
    ),
  ]);

  it('ranks the troubleshooting section above a reference section that ties with it', () => {
    expect(urls(engine, 'drawer prop not working')[0]).toMatch(/^\/troubleshooting/);
    expect(urls(engine, "drawer prop doesn't work")[0]).toMatch(/^\/troubleshooting/);
  });

  it('does not when it asks about the thing itself', () => {
    expect(urls(engine, 'drawer prop')[0]).toMatch(/^\/api/);
  });

  it('is told by a negation contracted with an apostrophe, straight or curly, or typed without it', () => {
    for (const query of ["drawer prop can't open", 'drawer prop won\u2019t open', 'drawer prop doesnt open'])
      expect(urls(engine, query)[0], query).toMatch(/^\/troubleshooting/);
    expect(new QueryMatcher('cant install').symptom).toBe(true);
    expect(new QueryMatcher('canvas animations').symptom).toBe(false);
  });

  const named = new SearchEngine([
    ...filler,
    ...page('/skeleton', 'Components', 'Skeleton', [['content', null, 'A placeholder shape that shimmers.']]),
    ...page(
      '/troubleshooting',
      'Help',
      'Troubleshooting',
      [
        ['lvl2', 'Skeleton stays visible after loading', null],
        ['content', null, 'Pass show={false} once the data is there.'],
        ['lvl2', 'Colors look wrong in dark mode', null],
        ['content', null, 'Set colorMode; a skeleton defaults to light.'],
      ],
      { role: 'symptoms' },
    ),
  ]);

  it('ranks a troubleshooting heading that names its words above the page titled with them', () => {
    expect(urls(named, 'skeleton does not hide')[0]).toBe('/troubleshooting#skeleton-stays-visible-after-loading');
    expect(urls(named, 'skeleton')[0]).toBe('/skeleton');
  });

  it('but not a troubleshooting section that only mentions them in its text', () => {
    const hits = urls(named, 'skeleton does not hide');
    expect(hits.indexOf('/skeleton')).toBeLessThan(hits.indexOf('/troubleshooting#colors-look-wrong-in-dark-mode'));
  });

  it("counts a topic page's own section headed with the symptom page's title, and only that one", () => {
    const sections = new SearchEngine([
      ...filler,
      ...page('/help', 'Help', 'Known problems', [['content', null, 'Each entry starts from what you see.']], {
        role: 'symptoms',
      }),
      ...page('/drawer', 'Components', 'Drawer', [
        ['lvl2', 'Drawer props', null],
        ['content', null, 'The drawer prop opens it; the drawer prop is a boolean.'],
        ['lvl2', 'Known problems', null],
        ['lvl3', 'Drawer prop', null],
        ['content', null, 'When the drawer prop does nothing, its parent does not render it.'],
      ]),
    ]);
    expect(urls(sections, 'drawer prop not working')[0]).toBe('/drawer#drawer-prop');
    expect(urls(sections, 'drawer prop')[0]).toBe('/drawer#drawer-props');
  });
});

describe('a pasted message', () => {
  const engine = new SearchEngine([
    ...filler,
    ...page('/errors', 'Guides', 'Errors', [
      ['lvl2', "Native part of Gears doesn't seem to be initialized", null],
      ['content', null, 'Rebuild the app after you install it.'],
    ]),
    // Every word of the query below, and more of them than the section above, but never four in a row.
    ...page('/setup', 'Guides', 'Setup', [
      [
        'content',
        null,
        'The gearbox screen shows the native part of the app. Gears seem initialized once the screen mounts.',
      ],
    ]),
  ]);

  it('finds the section that quotes it word for word before a page that shares more of its words', () => {
    const query = "[Gears] Native part of Gears doesn't seem to be initialized on the gearbox screen.";
    const hits = urls(engine, query);
    expect(hits[0]).toBe('/errors#native-part-of-gears-doesn-t-seem-to-be-initialized');
    expect(engine.search(query).hits[0].ranking.phrase).toBe(5);
  });

  it('needs PHRASE_MIN words in a row: three that meet do not outweigh the words found', () => {
    const hits = urls(engine, 'gears seem initialized gearbox screen');
    expect(hits[0]).toBe('/setup');
    expect(
      engine.search('gears seem initialized gearbox screen').hits.every(({ ranking }) => ranking.phrase === 0),
    ).toBe(true);
  });

  it('is no phrase in a query of fewer than PHRASE_MIN words, though a compound gives it more parts', () => {
    // Four parts in a row (`native`, `part`, `gears`, `seem`), but three words: a name and two words.
    expect(engine.search('NativePartGears seem').hits.every(({ ranking }) => ranking.phrase === 0)).toBe(true);
  });
});

describe('a version in a pasted message (the reader’s own value)', () => {
  // The page that explains the message quotes it with a placeholder; another page names the version.
  const engine = new SearchEngine([
    ...filler,
    ...page('/troubleshooting', 'Guides', 'Troubleshooting', [
      ['lvl2', 'Worklets is too old', null],
      ['content', null, 'The check prints Please install Worklets {oldestWorklets} or newer when yours is older.'],
    ]),
    ...page('/installation', 'Guides', 'Installation', [
      ['content', null, 'Install Worklets 0.14.0 next to Reanimated 4.8.0.'],
    ]),
  ]);

  it('weighs like a word on most pages: the page that quotes the message comes first', () => {
    expect(urls(engine, 'Please install Worklets 0.14.0 or newer')[0]).toMatch(/^\/troubleshooting/);
  });

  it('is stepped over where the quote has a placeholder, so a phrase runs across it', () => {
    const quoted = new SearchEngine([
      ...filler,
      ...page('/errors', 'Guides', 'Errors', [
        ['content', null, 'It prints Spin gears {gearsVersion} with gearbox quickly.'],
      ]),
    ]);
    expect(quoted.search('Spin gears 2.1.0 with gearbox quickly').hits[0].ranking.phrase).toBe(4);
  });

  it('leaves out the log level in front of a paste: `Error:` does not let a page with the word win', () => {
    const withError = new SearchEngine([
      ...filler,
      ...page('/troubleshooting', 'Guides', 'Troubleshooting', [
        ['lvl2', 'Worklets is too old', null],
        ['content', null, 'The check prints Please install Worklets {oldestWorklets} or newer when yours is older.'],
      ]),
      ...page('/installation', 'Guides', 'Installation', [
        ['content', null, 'An error after you install Worklets 0.14.0: install it again.'],
      ]),
    ]);
    for (const query of [
      'Error: Please install Worklets 0.14.0 or newer',
      'ERROR  Please install Worklets 0.14.0 or newer',
    ])
      expect(urls(withError, query)[0], query).toMatch(/^\/troubleshooting/);
    expect(parseQuery('Error: Invariant Violation').map(({ term }) => term)).toEqual(['invariant', 'violation']);
    expect(parseQuery('error boundary').map(({ term }) => term)).toEqual(['error', 'boundary']);
  });

  it('still decides a short query that asks about that version', () => {
    expect(urls(engine, 'Worklets 0.14.0')[0]).toMatch(/^\/installation/);
  });

  it('is weak only among enough other words', () => {
    const weak = (query: string) => parseQuery(query).map(({ term, weak }) => [term, weak]);
    expect(weak('install Worklets 0.14.0 or newer')).toContainEqual(['0140', true]);
    expect(weak('React Native 0.79')).toContainEqual(['079', false]);
  });
});
