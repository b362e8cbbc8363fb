import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { page } from './test-records';

const site = new SearchEngine([
  ...page('/animations', 'Usage', 'Animations', [
    ['content', null, 'Moti animates a MotiView from one style to another with a transition.'],
    ['lvl2', 'Transitions', null],
    ['content', null, 'A transition describes how the animation runs: timing or spring.'],
    ['lvl2', 'Exit animations', null],
    ['content', null, 'Use exit with AnimatePresence to animate unmounting.'],
  ]),
  ...page('/hooks/use-animation-state', 'Hooks', 'useAnimationState', [
    ['content', null, 'Control the animation state of a MotiView from outside it.'],
  ]),
  ...page('/api/props', 'API Reference', 'Props', [
    ['lvl2', 'animate', null],
    ['content', null, 'The styles to animate to.'],
    ['lvl2', 'transition', null],
    ['content', null, 'How the animation runs. Defaults to a spring.'],
    ['lvl3', 'Easing', null],
    ['content', null, 'easing — function — The easing curve of a timing transition.'],
  ]),
  ...page('/next', 'Web', 'Next.js', [['content', null, 'Use Moti with the Next.js app router.']]),
  ...page('/interactions/use-pressable-interpolate', 'Interactions', 'useMotiPressableInterpolate', [
    ['content', null, 'Read the pressed state as a number between 0 and 1.'],
  ]),
  ...page('/fr/animations', 'Usage', 'Animations', [['content', null, 'Une transition en français.']], {
    language: 'fr',
  }),
  ...page('/blog/moti', 'Blog', 'Blog post', [['content', null, 'A transition in the blog.']], {
    docusaurus_tag: 'blog-default',
  }),
]);

const urls = (query: string, params = {}, engine = site) =>
  engine.search(query, params).hits.map(({ record }) => record.url.replace('https://moti.fyi', ''));

describe('matching', () => {
  it('treats the last word as a prefix, and only the last one', () => {
    expect(urls('useAnimationSt')).toEqual(['/hooks/use-animation-state']);
    expect(urls('animation sta')).toContain('/hooks/use-animation-state');
    expect(urls('animati state', { removeWordsIfNoResults: 'none' })).toEqual([]);
  });

  it('allows one typo from 4 letters and two from 8, none below 4', () => {
    expect(urls('sprng')).toContain('/api/props#transition'); // 5 letters, 1 typo
    expect(urls('sprnig')).toEqual([]); // 6 letters, 2 typos
    expect(urls('tarnsition')[0]).toBe('/api/props#transition'); // 10 letters, 2 typos
    expect(urls('tarnsitoin')).toEqual([]); // 10 letters, 4 typos
    expect(urls('exut animations')).toContain('/animations#exit-animations'); // 4 letters, 1 typo
    expect(urls('exi animations', { removeWordsIfNoResults: 'none' })).toEqual([]); // 3 letters: no typo, not last
  });

  it('makes the words optional when no section has them all, unless told not to', () => {
    expect(urls('spring unmounting', { removeWordsIfNoResults: 'none' })).toEqual([]);
    expect(urls('spring unmounting')).toEqual(
      expect.arrayContaining(['/animations#exit-animations', '/api/props#transition']),
    );
  });

  it('finds compounds and camel-case words by their parts and joined form', () => {
    expect(urls('nextjs')[0]).toBe('/next');
    expect(urls('next.js')[0]).toBe('/next');
    expect(urls('interpolate')[0]).toBe('/interactions/use-pressable-interpolate');
  });
});

describe('ranking', () => {
  it('puts titles first, then headings, then body text; exact words before prefixes', () => {
    const hits = urls('transition', { facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] });
    expect(hits).toEqual([
      '/api/props#transition', // heading, exact
      '/animations#transitions', // heading, prefix: the best of another page comes before…
      '/api/props#easing', // …a subsection of the first: found through the same heading, one level down
      '/animations', // body text
    ]);
    expect(urls('animations')[0]).toBe('/animations');
  });

  it('puts fewer typos first', () => {
    const ranking = site.search('animate').hits.map(({ record, ranking }) => [record.url, ranking.typos]);
    expect(ranking[0]).toEqual(['https://moti.fyi/api/props#animate', 0]);
  });

  it('puts earlier sections of a page before later ones when the rest is equal', () => {
    const engine = new SearchEngine(
      page('/a', 'Usage', 'A', [
        ['lvl2', 'Spring one', null],
        ['lvl2', 'Spring two', null],
        ['lvl2', 'Spring three', null],
      ]),
    );
    expect(urls('spring', {}, engine)).toEqual(['/a#spring-one', '/a#spring-two', '/a#spring-three']);
  });

  it('keeps one hit per section, the best of its heading and paragraphs', () => {
    const hits = urls('easing');
    expect(hits).toEqual(['/api/props#easing']);
    expect(site.search('easing').hits[0].record.type).toBe('lvl3');
  });
});

describe('facet filters and paging', () => {
  it('honours facetFilters: AND between entries, OR inside a list, negation with -', () => {
    expect(urls('transition')).toEqual(expect.arrayContaining(['/fr/animations', '/blog/moti']));
    const contextual = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(urls('transition', { facetFilters: contextual })).not.toEqual(expect.arrayContaining(['/fr/animations']));
    expect(urls('transition', { facetFilters: contextual })).not.toContain('/blog/moti');
    expect(urls('transition', { facetFilters: ['language:-en'] })).toEqual(['/fr/animations']);
    expect(urls('transition', { facetFilters: 'language:fr' })).toEqual(['/fr/animations']);
    expect(urls('transition', { facetFilters: ['version:1'] })).toEqual([]);
  });

  it('pages hits and counts them after one hit per section', () => {
    const all = site.search('transition');
    const second = site.search('transition', { hitsPerPage: 2, page: 1 });
    expect(second).toMatchObject({ nbHits: all.nbHits, page: 1, nbPages: Math.ceil(all.nbHits / 2), hitsPerPage: 2 });
    expect(second.hits.map((hit) => hit.record.url)).toEqual(all.hits.slice(2, 4).map((hit) => hit.record.url));
  });

  it('gives every page of hits as a full ranking would, though it ranks only as far as the page asked for', () => {
    // Sections with all, some or one of the words, some on most pages (counting half), so that hits of
    // several word counts share pages.
    const engine = new SearchEngine(
      ['a', 'b', 'c', 'd', 'e'].flatMap((name, i) =>
        page(`/${name}`, 'Usage', `Page ${name}`, [
          ['lvl2', 'Spring damping', null],
          ['content', null, i % 2 ? 'A spring with damping and stiffness.' : 'Damping alone.'],
          ['lvl2', 'Timing', null],
          ['content', null, i % 3 ? 'A timing curve, no spring.' : 'Stiffness of a timing curve.'],
          ['lvl2', 'Stiffness', null],
          ['content', null, i % 2 ? 'Stiffness and mass.' : 'Stiffness alone.'],
          ['lvl2', 'Mass', null],
          ['content', null, i % 3 ? 'Mass of the spring.' : 'Mass and stiffness of a timing curve.'],
          ['lvl2', 'Curves', null],
          ['content', null, i % 2 ? 'A spring curve.' : 'A timing curve.'],
        ]),
      ),
    );
    for (const query of [
      'spring damping stiffness',
      'timing stiffness',
      'stiffness mass timing',
      'mass curve spring',
    ]) {
      const all = urls(query, { hitsPerPage: 1000 }, engine);
      expect(all.length).toBeGreaterThan(4);
      for (const hitsPerPage of [1, 2, 3, 7]) {
        for (let at = 0; at * hitsPerPage < all.length; at += 1) {
          expect(urls(query, { hitsPerPage, page: at }, engine)).toEqual(
            all.slice(at * hitsPerPage, (at + 1) * hitsPerPage),
          );
        }
      }
    }
  });

  it('counts facet values when asked', () => {
    expect(site.search('transition', { facets: ['language'] }).facets).toEqual({ language: { en: 5, fr: 1 } });
  });
});

describe('proximity, synonyms and coverage', () => {
  const engine = new SearchEngine([
    ...page('/animations', 'Usage', 'Animate', [
      ['lvl2', 'Reacting to state changes', null],
      ['content', null, 'Each animation runs again when the state changes.'],
    ]),
    ...page('/hooks/use-animation-state', 'Hooks', 'useAnimationState', [
      ['content', null, 'A controller for variants.'],
    ]),
    ...page('/animations-repeat', 'Usage', 'Repeat and loop', [
      ['content', null, 'Run an animation forever with loop.'],
    ]),
    ...page('/sequence', 'Usage', 'Sequences', [['lvl2', 'Steps with their own transition', null]]),
    ...page('/api/props', 'API Reference', 'Props', [['lvl2', 'Transition options', null]]),
  ]);

  it('puts query words that stand together first, even inside a camel-case title', () => {
    expect(urls('animation state', {}, engine)[0]).toBe('/hooks/use-animation-state');
  });

  it('finds synonyms as exact words', () => {
    expect(urls('infinite', {}, engine)).toEqual(['/animations-repeat']);
    expect(engine.search('infinite').hits[0].ranking).toMatchObject({ typos: 0, exact: 1 });
  });

  it('prefers the attribute the query covers most: "Transition options" before a longer heading', () => {
    expect(urls('transition', {}, engine)).toEqual([
      '/api/props#transition-options',
      '/sequence#steps-with-their-own-transition',
    ]);
  });

  it('takes the attribute from the best match of each word, not from a typo elsewhere', () => {
    // "animation" is exact in the text and a typo ("animate") in the title: the title does not count.
    const [hit] = engine
      .search('animation state')
      .hits.filter((h) => h.record.url.endsWith('#reacting-to-state-changes'));
    expect(hit.ranking.typos).toBe(0);
    expect(hit.ranking.attribute).not.toBe(0);
  });
});

describe('SearchEngine.inSteps', () => {
  it('answers exactly as the engine indexed at once', async () => {
    const records = page('/springs', 'Usage', 'Springs', [
      ['content', null, 'A spring settles with damping and stiffness.'],
      ['lvl2', 'Spring presets', null],
      ['content', null, 'Presets set the spring stiffness for you.'],
    ]);
    const stepped = await SearchEngine.inSteps(records, 2);
    const direct = new SearchEngine(records);
    const urls = (engine: SearchEngine) => engine.search('spring').hits.map((hit) => hit.record.url);
    expect(urls(stepped).length).toBeGreaterThan(1);
    expect(urls(stepped)).toEqual(urls(direct));
  });
});

describe('questions, symptoms and pasted error messages', () => {
  const records = [
    ...page('/animations', 'Usage', 'Animations', [
      ['content', null, 'Moti animates a view from one style to another.'],
      ['lvl2', 'Knowing when an animation ends', null],
      ['content', null, 'onDidAnimate is called when each animation finishes.'],
      ['lvl2', 'Loops', null],
      ['content', null, 'A loop repeats the animation; a new key restarts it.'],
    ]),
    ...page('/api/transforms', 'API Reference', 'Transforms', [
      ['lvl2', 'Every transform key', null],
      ['content', null, 'translateX — number — moves along the horizontal axis'],
    ]),
    ...page('/hello-world', 'Start', 'Hello world', [
      ['content', null, 'Slide it with translateX.'], // short: on text alone it would come first
    ]),
    ...page(
      '/troubleshooting',
      'Resources',
      'Troubleshooting',
      [
        ['lvl2', "Module not found: Can't resolve 'react-native'", null],
        ['content', null, 'The web build has no alias from react-native to react-native-web.'],
        ['lvl2', 'TypeError: undefined is not a function (withDecay)', null],
        [
          'content',
          null,
          "Moti 0.30 calls withDecay with the arguments of another version: type 'decay' does nothing.",
        ],
        ['lvl2', 'The exit animation does not play', null],
        ['content', null, 'The child must be a direct child of AnimatePresence, with a key.'],
      ],
      { role: 'symptoms' },
    ),
  ];
  // The row of the transforms table names translateX (as extract.ts records it); hello-world mentions it.
  records.find((record) => record.content?.startsWith('translateX'))!.identifiers = ['translateX'];
  const engine = new SearchEngine(records);
  const search = (query: string) => urls(query, {}, engine);

  it('answers a question by its telling words, whatever the stop words', () => {
    expect(search('why does my exit animation not play')[0]).toBe('/troubleshooting#the-exit-animation-does-not-play');
    expect(search('how do I know when an animation ends')[0]).toBe('/animations#knowing-when-an-animation-ends');
  });

  it('finds nothing for a query of stop words only, but keeps a lone word being typed', () => {
    expect(search('how do I')).toEqual([]);
    expect(search('why is it not')).toEqual([]);
    expect(search('a')).not.toEqual([]); // the start of "animation", "a loop"…
  });

  it('makes the commonest words optional first, keeping the rare ones', () => {
    // "animation" is everywhere; "withdecay" only in one section, which must lead.
    expect(search('TypeError: undefined is not a function withDecay animation')[0]).toBe(
      '/troubleshooting#typeerror-undefined-is-not-a-function-withdecay-',
    );
  });

  it('splits quotes, colons, slashes, parentheses and scopes as a reader expects', () => {
    const target = '/troubleshooting#module-not-found-can-t-resolve-react-native-';
    expect(search("Module not found: Can't resolve 'react-native'")[0]).toBe(target);
    expect(search('module not found react native')[0]).toBe(target);
    expect(search('"react-native" (module) not found')[0]).toBe(target);
    expect(search('@scope/react-native module.js')[0]).toBe(target);
  });

  it('ranks the section that names an identifier above one that mentions it', () => {
    expect(search('translateX')).toEqual(['/api/transforms#every-transform-key', '/hello-world']);
  });

  it('finds words through their base forms and the synonyms readers use', () => {
    expect(search('restarting loops')[0]).toBe('/animations#loops'); // restarting → restart, loops → loop
    expect(search('run code when the animation finishes')[0]).toBe('/animations#knowing-when-an-animation-ends');
    expect(search('infinite animation')[0]).toBe('/animations#loops'); // infinite → loop
  });
});

describe('variety at the top', () => {
  it("puts every matching page's best section before a page's further sections", () => {
    const engine = new SearchEngine([
      ...page('/a', 'Usage', 'A', [
        ['lvl2', 'Spring one', null],
        ['lvl2', 'Spring two', null],
        ['lvl2', 'Spring three', null],
      ]),
      ...page('/b', 'Usage', 'B', [['content', null, 'A spring, said in passing.']]),
    ]);
    expect(urls('spring', {}, engine)).toEqual(['/a#spring-one', '/b', '/a#spring-two', '/a#spring-three']);
  });
});

describe("a heading's lead", () => {
  it("is its section's first paragraph, also when that paragraph sits in a tab's panel and links to the tab", () => {
    const [pageRecord, heading, inTab] = page('/installation', 'Welcome', 'Installation', [
      ['lvl2', 'Pick your path', null],
      ['content', null, 'A new Expo app on SDK 54 or later.'],
    ]);
    const tabbed = { ...inTab, url: inTab.url.replace('#', '?path=expo#') };
    expect(new SearchEngine([pageRecord, heading, tabbed]).leadOf(heading)).toBe(tabbed.content);
  });
});
