import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import data from '../../src/data/compatibility.json';
import { locateJsonProblem } from '../../src/components/VersionChecker/check/json-location';
import { MAX_INPUT_CHARACTERS, readPastedPackage } from '../../src/components/VersionChecker/check/read-package';
import { checkVersions, type Verdict } from '../../src/components/VersionChecker/check/verdicts';
import { fixPages } from '../../src/components/VersionChecker/check/fixes';
import { headlineOf } from '../../src/components/VersionChecker/check/headline';
import type { PackageName } from '../../src/components/VersionChecker/check/packages';

// Fixtures are real apps' package.json files, cut to the packages the checker reads: the Expo
// templates of SDK 55 to 58 and SDK 58's own pins, React Native 0.71's, 0.75's and 0.84's templates,
// and apps set up from them as each file's "//" says.
const fixtureDir = path.join(import.meta.dirname, 'fixtures/version-checker');
const fixtureText = (name: string) => readFileSync(path.join(fixtureDir, `${name}.json`), 'utf8');

function check(text: string) {
  const read = readPastedPackage(text);
  if (!read.ok) throw new Error(read.message);
  const { app, verdicts } = checkVersions(read.dependencies);
  const of = (name: PackageName) => verdicts.find((verdict) => verdict.name === name) as Verdict;
  return { app, verdicts, of };
}

/** A fixture with some of its dependencies changed, as a reader's own app would differ. */
function changed(name: string, dependencies: Record<string, string | undefined>) {
  const fixture = JSON.parse(fixtureText(name));
  return JSON.stringify({ ...fixture, dependencies: { ...fixture.dependencies, ...dependencies } });
}

const commands = (verdict: Verdict) => verdict.fixes.map((fix) => fix.command);

/** The line above the verdicts, as the reader sees it. */
function headline(text: string) {
  const read = readPastedPackage(text);
  if (!read.ok) throw new Error(read.message);
  return headlineOf(checkVersions(read.dependencies));
}

describe('Expo templates of SDK 55 to 57', () => {
  for (const sdk of [55, 56, 57]) {
    it(`SDK ${sdk}'s default template: every package it lists fits its SDK, and Moti is missing`, () => {
      const { app, verdicts, of } = check(fixtureText(`expo-template-default-${sdk}`));
      expect(app.sdk?.sdk).toBe(sdk);
      const row = data.expoSdks.find((entry) => entry.sdk === sdk)!;
      for (const verdict of verdicts.filter((entry) => entry.name !== 'moti')) {
        expect(verdict.status, `${verdict.name}: ${verdict.reason}`).toBe('fits');
        expect(verdict.evidence).toEqual([{ kind: 'metadata' }]);
      }
      expect(of('react-native-reanimated').reason).toContain(`Expo Go carries`);
      expect(of('react-native-reanimated').reason).toContain(row.reanimated);
      expect(of('moti').status).toBe('missing');
      expect(commands(of('moti'))).toEqual(['npm install moti']);
      expect(headline(fixtureText(`expo-template-default-${sdk}`))).toBe(
        `An Expo SDK ${sdk} app. 6 of the 7 packages it needs fit; missing: moti.`,
      );
    });
  }

  it("SDK 55's blank template: Reanimated, Worklets and react-dom are missing, each with Expo's command", () => {
    const { of } = check(fixtureText('expo-template-blank-typescript-55'));
    expect(of('react').status).toBe('fits');
    expect(of('react-native').status).toBe('fits');
    for (const name of ['react-native-reanimated', 'react-native-worklets'] as const) {
      expect(of(name).status).toBe('missing');
      expect(commands(of(name))).toEqual(['npx expo install react-native-reanimated react-native-worklets']);
    }
    expect(of('react-dom').status).toBe('missing');
    expect(commands(of('react-dom'))).toEqual(['npx expo install react-dom']);
  });
});

describe('Expo SDK 58', () => {
  it('the default template lists a preview expo, a React Native release candidate and older Reanimated and Worklets', () => {
    const { app, of } = check(fixtureText('expo-template-default-58'));
    expect(app.sdk?.sdk).toBe(58);
    expect(of('expo').status).toBe('does-not-fit');
    expect(of('expo').reason).toContain('preview of SDK 58');
    expect(commands(of('expo'))).toEqual(['npx expo install expo@^58.0.0 --fix']);
    expect(of('react-native').status).toBe('does-not-fit');
    expect(of('react-native').reason).toContain('0.88.0-rc.1');
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status).toBe('does-not-fit');
    expect(reanimated.reason).toContain("SDK 58's Expo Go carries Reanimated `4.7.1` only; yours is `4.6.0`");
    expect(reanimated.reason).toContain('4.6.x lists React Native 0.83, 0.84, 0.85, 0.86 or 0.87, not 0.88');
    expect(commands(reanimated)).toContain('npx expo install react-native-reanimated react-native-worklets');
    expect(of('react-native-worklets').status).toBe('does-not-fit');
    expect(of('react').status).toBe('fits');
  });

  it('the blank template: its React is behind the SDK pin, and Reanimated is missing', () => {
    const { of } = check(fixtureText('expo-template-blank-typescript-58'));
    expect(of('react').status).toBe('does-not-fit');
    expect(of('react').reason).toContain('SDK 58 pins `19.3.0`, and yours is `19.2.3`');
    expect(of('react-native-reanimated').status).toBe('missing');
  });

  it("its own pins, as npx expo install writes them: every package fits, and Expo Go carries Reanimated's", () => {
    const { verdicts, of } = check(fixtureText('sdk-58-expo-install'));
    for (const verdict of verdicts) expect(verdict.status, `${verdict.name}: ${verdict.reason}`).toBe('fits');
    const reanimated = of('react-native-reanimated');
    expect(reanimated.reason).toBe("SDK 58 pins `4.7.1`, the Reanimated that SDK 58's Expo Go carries.");
    expect(reanimated.reason).not.toContain('Expo Go cannot');
    expect(of('react-native-worklets').reason).toContain("`0.13.0`, the Worklets that SDK 58's Expo Go carries");
    expect(headline(fixtureText('sdk-58-expo-install'))).toBe('An Expo SDK 58 app. All 7 packages it needs fit.');
  });

  it('tilde ranges on both pins get one verdict: a development build, since Expo Go carries the pins only', () => {
    const { of } = check(
      changed('sdk-58-expo-install', { 'react-native-reanimated': '~4.7.1', 'react-native-worklets': '~0.13.0' }),
    );
    for (const name of ['react-native-reanimated', 'react-native-worklets'] as const) {
      expect(of(name).status, of(name).reason).toBe('dev-build');
      expect(of(name).reason).toContain("SDK 58's Expo Go carries");
      expect(of(name).reason).toContain('also allows other releases');
      expect(of(name).reason).toContain('A development build runs it');
      expect(of(name).fixes.map((fix) => fix.href)).toContain(fixPages.expoGo);
    }
  });

  it('^4.8.0 with ^0.14.0, a pair that goes together, gets one verdict for both', () => {
    const { of } = check(
      changed('sdk-58-expo-install', { 'react-native-reanimated': '^4.8.0', 'react-native-worklets': '^0.14.0' }),
    );
    expect(of('react-native-reanimated').status).toBe('dev-build');
    expect(of('react-native-reanimated').reason).toContain('Reanimated 4.8.x lists React Native 0.88');
    expect(of('react-native-worklets').status).toBe('dev-build');
    expect(of('react-native-worklets').reason).toContain('Reanimated 4.8.x asks for 0.14.x');
    expect(
      headline(
        changed('sdk-58-expo-install', { 'react-native-reanimated': '^4.8.0', 'react-native-worklets': '^0.14.0' }),
      ),
    ).toBe(
      'An Expo SDK 58 app. 5 of the 7 packages it needs fit; in a development build only: react-native-reanimated, react-native-worklets.',
    );
  });

  it('Reanimated 4.8 with the SDK Worklets does not fit: 4.8 asks for 0.14.x', () => {
    const { of } = check(changed('sdk-58-expo-install', { 'react-native-reanimated': '4.8.0' }));
    expect(of('react-native-reanimated').status).toBe('dev-build');
    expect(of('react-native-worklets').status).toBe('does-not-fit');
    expect(of('react-native-worklets').reason).toContain('Reanimated 4.8.x asks for 0.14.x, not `0.13.0`');
  });
});

describe('npm pulled a Reanimated newer than the SDK pins', () => {
  it('4.8.0 on SDK 55: no build runs it, since 4.8 does not list React Native 0.83', () => {
    const { of } = check(changed('expo-template-default-55', { 'react-native-reanimated': '4.8.0', moti: '^0.30.0' }));
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status).toBe('does-not-fit');
    expect(reanimated.reason).toContain("SDK 55's Expo Go carries Reanimated `4.2.1` only");
    expect(reanimated.reason).toContain('4.8.x lists React Native 0.87, 0.88 or 0.89, not 0.83');
    expect(reanimated.reason).toContain('No build of SDK 55 runs it.');
    expect(commands(reanimated)).toContain('npx expo install react-native-reanimated react-native-worklets');
    // Worklets 0.7.4 is not the 0.14.x line that 4.8 asks for.
    expect(of('react-native-worklets').status).toBe('does-not-fit');
  });

  it('a caret range on the SDK pin lets npm install lines that drop its React Native', () => {
    const { of } = check(changed('expo-template-default-55', { 'react-native-reanimated': '^4.2.1' }));
    expect(of('react-native-reanimated').status).toBe('does-not-fit');
    expect(of('react-native-reanimated').reason).toContain('Your range also allows Reanimated 4.7.x or 4.8.x');
  });
});

describe('React and react-dom', () => {
  it('apart on the web: react-dom at another version than react does not fit, with the pin as the fix', () => {
    const { app, of } = check(changed('expo-template-default-56', { 'react-dom': '19.2.0' }));
    expect(app.web).toBe(true);
    const reactDom = of('react-dom');
    expect(reactDom.status).toBe('does-not-fit');
    expect(reactDom.reason).toContain('Incompatible React versions');
    expect(reactDom.fixes[0].href).toBe(fixPages.reactDomPin);
  });

  it('apart in a native app: only the peer range counts, since only the web renderers compare versions', () => {
    const native = changed('bare-0.84-reanimated-4.5', { 'react-dom': '19.2.0' });
    expect(check(native).of('react-dom').status).toBe('fits');
    expect(check(native).of('react-dom').reason).not.toContain('throws');
    // A react-dom newer than react asks for a newer react: npm stops (reproduced with --package-lock-only).
    const newer = check(changed('bare-0.84-reanimated-4.5', { 'react-dom': '19.3.0' })).of('react-dom');
    expect(newer.status).toBe('does-not-fit');
    expect(newer.reason).toContain('asks for react `^19.3.0`');
    expect(newer.reason).toContain('ERESOLVE');
  });

  it('missing in a bare app: "missing", and the fix pins it to the app React', () => {
    const { of } = check(fixtureText('react-native-template-0.84'));
    expect(of('react-dom').status).toBe('missing');
    expect(commands(of('react-dom'))).toEqual(['npm install --save-exact react-dom@19.2.3']);
  });

  it('with ranges on either, the checker cannot know they match', () => {
    const { of } = check(changed('expo-template-default-56', { react: '^19.2.3', 'react-dom': '^19.2.3' }));
    expect(of('react-dom').status).toBe('not-known');
    expect(of('react').status).toBe('does-not-fit');
  });
});

describe('a bare React Native 0.71 app', () => {
  it('on Reanimated 3.10.1: fits, from the Old Architecture list (3.9 to 3.14 for 0.71)', () => {
    const { of } = check(fixtureText('bare-0.71-reanimated-3.10'));
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status, reanimated.reason).toBe('fits');
    expect(reanimated.reason).toContain("Reanimated's Old Architecture list has 3.9.x - 3.14.x for React Native 0.71");
    expect(reanimated.reason).toContain('newArchEnabled=false');
    expect(of('react').status).toBe('fits');
    expect(of('react').reason).toContain('React Native 0.71.19 asks for React `18.2.0`');
  });

  it('a caret on 3.10.1 lets npm install 3.15 to 3.19, which do not list 0.71', () => {
    const { of } = check(changed('bare-0.71-reanimated-3.10', { 'react-native-reanimated': '^3.10.1' }));
    expect(of('react-native-reanimated').status).toBe('does-not-fit');
    expect(of('react-native-reanimated').reason).toContain(
      'Your range also allows Reanimated 3.15.x, 3.16.x, 3.17.x, 3.18.x or 3.19.x, which do not list React Native 0.71.',
    );
  });

  it('the template alone: the fix names 3.14, the newest line that lists 0.71', () => {
    const { of } = check(fixtureText('react-native-template-0.71'));
    expect(of('react-native-reanimated').status).toBe('missing');
    expect(commands(of('react-native-reanimated'))).toEqual(['npm install react-native-reanimated@3.14']);
    expect(of('react-native').reason).toContain('3.9.x - 3.14.x');
  });
});

describe('an app on a Reanimated line older than Moti 0.30 runs on', () => {
  it("2.14.4 on React Native 0.71: Reanimated's Old Architecture list has it, but Moti needs 3.5.0", () => {
    const { of } = check(fixtureText('bare-0.71-reanimated-2.14'));
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status, reanimated.reason).toBe('does-not-fit');
    expect(reanimated.reason).toContain('`ReduceMotion`');
    expect(reanimated.reason).toContain('Yours is `2.14.4`');
    // The newest line that lists 0.71, on either architecture, and one Moti runs on.
    expect(commands(reanimated)).toEqual(['npm install react-native-reanimated@3.14']);
    expect(of('react-native').status).toBe('fits');
    expect(of('react-native').reason).toContain('2.14.x - 2.17.x');
  });

  it("3.3 to 3.4 too, though Reanimated's table lists them for React Native 0.71", () => {
    const { of } = check(changed('bare-0.71-reanimated-2.14', { 'react-native-reanimated': '~3.4.2' }));
    expect(of('react-native-reanimated').status).toBe('does-not-fit');
    expect(
      check(changed('bare-0.71-reanimated-2.14', { 'react-native-reanimated': '>=3.4.0' })).of(
        'react-native-reanimated',
      ).reason,
    ).toContain('also allows older releases');
  });

  it('React Native 0.65, which only lines before 3.5.0 list: React Native does not fit, and no install is offered', () => {
    const { of } = check(changed('bare-0.71-reanimated-2.14', { 'react-native': '0.65.3', react: '17.0.2' }));
    expect(of('react-native').status).toBe('does-not-fit');
    expect(of('react-native').reason).toContain('older than 3.5.0');
    expect(commands(of('react-native-reanimated'))).toEqual([undefined]);
  });
});

describe('a bare React Native 0.75 app', () => {
  it('without Reanimated: the fix names 3.18, never a bare @3 (3.19 refuses React Native before 0.78)', () => {
    const { of } = check(fixtureText('react-native-template-0.75'));
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status).toBe('missing');
    expect(commands(reanimated)).toEqual(['npm install react-native-reanimated@3.18']);
    expect(of('react-native').reason).toContain('3.18.x');
    expect(of('react').status).toBe('fits');
    // The line the fix names lists 0.75, as the React Native verdict says.
    expect(
      check(changed('react-native-template-0.75', { 'react-native-reanimated': '3.18' })).of('react-native-reanimated')
        .status,
    ).toBe('fits');
  });
});

describe('a bare React Native 0.76 app on Reanimated 3.16', () => {
  it('the headline counts the packages it needs, and react-dom is missing, not "does not fit"', () => {
    const text = fixtureText('bare-0.76-reanimated-3.16');
    const { of } = check(text);
    expect(of('expo').status).toBe('not-needed');
    expect(of('react-native-worklets').status).toBe('not-needed');
    expect(of('react-dom').status).toBe('missing');
    expect(commands(of('react-dom'))).toEqual(['npm install --save-exact react-dom@18.3.1']);
    expect(headline(text)).toBe('A bare React Native 0.76 app. 4 of the 5 packages it needs fit; missing: react-dom.');
    expect(headline(changed('bare-0.76-reanimated-3.16', { 'react-dom': '18.3.1' }))).toBe(
      'A bare React Native 0.76 app. All 5 packages it needs fit.',
    );
  });

  it('React 18.3.1 fits React Native 0.76.9, as the Expo table pairs them', () => {
    const { of } = check(fixtureText('bare-0.76-reanimated-3.16'));
    expect(of('react').status).toBe('fits');
    expect(of('react').reason).toBe('React Native 0.76.9 asks for React `^18.2.0`.');
    const sdk52 = data.expoSdks.find((entry) => entry.sdk === 52)!;
    expect([sdk52.reactNative, sdk52.react]).toEqual(['0.76.9', '18.3.1']);
  });
});

describe('a bare React Native 0.84 app', () => {
  it('the template alone: Reanimated is missing, and the fix names a line and its Worklets line', () => {
    const { app, of } = check(fixtureText('react-native-template-0.84'));
    expect(app.sdk).toBeNull();
    expect(app.reactNativeMinor).toBe('0.84');
    expect(of('expo').status).toBe('not-needed');
    expect(of('react-native').status).toBe('fits');
    expect(of('react-native').reason).toContain('New Architecture only');
    expect(of('react').reason).toContain('asks for React `^19.2.3`');
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status).toBe('missing');
    expect(commands(reanimated)).toEqual(['npm install react-native-reanimated@4.6 react-native-worklets@0.12']);
    expect(reanimated.fixes[0].href).toBe(fixPages.workletsLine);
    expect(of('react-native-worklets').status).toBe('missing');
  });

  it('set up as /installation says: every package it needs fits', () => {
    const { verdicts } = check(fixtureText('bare-0.84-reanimated-4.5'));
    for (const verdict of verdicts.filter((entry) => entry.name !== 'expo')) {
      expect(verdict.status, `${verdict.name}: ${verdict.reason}`).toBe('fits');
    }
    expect(headline(fixtureText('bare-0.84-reanimated-4.5'))).toBe(
      'A bare React Native 0.84 app. All 6 packages it needs fit.',
    );
  });

  it('Reanimated 3.19 does not fit React Native 0.84', () => {
    const { of } = check(
      changed('bare-0.84-reanimated-4.5', { 'react-native-reanimated': '3.19.5', 'react-native-worklets': undefined }),
    );
    expect(of('react-native-reanimated').status).toBe('does-not-fit');
    expect(of('react-native-reanimated').reason).toContain(
      '3.19.x lists React Native 0.78, 0.79, 0.80 or 0.81, not 0.84',
    );
  });

  it('a Worklets line that the Reanimated line does not ask for', () => {
    const { of } = check(changed('bare-0.84-reanimated-4.5', { 'react-native-worklets': '0.12.0' }));
    expect(of('react-native-worklets').status).toBe('does-not-fit');
    expect(of('react-native-worklets').reason).toContain('asks for 0.10.x or 0.11.x');
  });

  it('a caret range on Reanimated allows lines that drop React Native 0.84', () => {
    const { of } = check(changed('bare-0.84-reanimated-4.5', { 'react-native-reanimated': '^4.5.0' }));
    expect(of('react-native-reanimated').status).toBe('does-not-fit');
    expect(of('react-native-reanimated').reason).toContain('4.8.x');
  });

  it('^4.8.0 with ^0.14.0 on React Native 0.88: both fit, judged by the lines each range can install', () => {
    const { of } = check(
      changed('bare-0.84-reanimated-4.5', {
        'react-native': '0.88.1',
        react: '19.3.0',
        'react-dom': '19.3.0',
        'react-native-reanimated': '^4.8.0',
        'react-native-worklets': '^0.14.0',
      }),
    );
    expect(of('react-native-reanimated').status).toBe('fits');
    expect(of('react-native-worklets').status).toBe('fits');
  });
});

describe('an app on Reanimated 3.19', () => {
  it('SDK 54 after the Reanimated 3 path: fits a development build, and Worklets is not needed', () => {
    const { of } = check(fixtureText('sdk-54-reanimated-3.19'));
    const reanimated = of('react-native-reanimated');
    expect(reanimated.status).toBe('dev-build');
    expect(reanimated.reason).toContain("SDK 54's Expo Go carries Reanimated `~4.1.1` only");
    expect(reanimated.fixes[0].href).toBe(fixPages.reanimated3Expo);
    expect(of('react-native-worklets').status).toBe('not-needed');
    const moti = of('moti');
    expect(moti.status).toBe('fits');
    expect(moti.evidence).toEqual([{ kind: 'metadata' }, { kind: 'browser' }, { kind: 'reported', issue: 391 }]);
  });

  it('Worklets left installed beside Reanimated 3 in an Expo app does not fit', () => {
    const { of } = check(changed('sdk-54-reanimated-3.19', { 'react-native-worklets': '0.5.1' }));
    expect(of('react-native-worklets').status).toBe('does-not-fit');
    expect(commands(of('react-native-worklets'))).toEqual(['npm uninstall react-native-worklets']);
  });
});

describe('ranges, tags and missing packages', () => {
  it('a dist-tag or * says the version is not known, and how to see it', () => {
    const { of } = check(changed('bare-0.84-reanimated-4.5', { 'react-native-reanimated': 'latest', moti: '*' }));
    expect(of('react-native-reanimated').status).toBe('not-known');
    expect(of('react-native-reanimated').reason).toContain('dist-tag');
    expect(of('moti').status).toBe('not-known');
    expect(of('moti').reason).toContain('accepts any version');
  });

  it('a tilde or caret range on React Native still names one minor', () => {
    expect(check(changed('bare-0.84-reanimated-4.5', { 'react-native': '^0.84.0' })).app.reactNativeMinor).toBe('0.84');
    expect(check(changed('bare-0.84-reanimated-4.5', { 'react-native': '~0.84.1' })).app.reactNativeMinor).toBe('0.84');
    const wide = check(changed('bare-0.84-reanimated-4.5', { 'react-native': '>=0.80' }));
    expect(wide.app.reactNativeMinor).toBeNull();
    expect(wide.of('react-native').status).toBe('not-known');
  });

  it('an npm alias is read as its version; a git URL is not known', () => {
    const { of } = check(
      changed('bare-0.84-reanimated-4.5', {
        'react-native-reanimated': 'npm:react-native-reanimated@4.5.1',
        moti: 'github:nandorojo/moti',
      }),
    );
    expect(of('react-native-reanimated').status).toBe('fits');
    expect(of('moti').status).toBe('not-known');
  });

  it('an older Moti points to the update', () => {
    const { of } = check(changed('bare-0.84-reanimated-4.5', { moti: '^0.29.0' }));
    expect(of('moti').status).toBe('not-known');
    expect(of('moti').fixes[0].href).toBe(fixPages.updateMoti);
  });

  it('a dependencies object alone, with every package missing but one', () => {
    const { app, verdicts } = check('{ "moti": "0.30.0" }');
    expect(app.expo).toBe(false);
    expect(verdicts.find((verdict) => verdict.name === 'moti')?.status).toBe('fits');
    expect(verdicts.find((verdict) => verdict.name === 'react-native-reanimated')?.status).toBe('missing');
  });

  it('devDependencies count, and dependencies win over them', () => {
    const { of } = check(
      '{ "dependencies": { "react": "19.2.3" }, "devDependencies": { "react": "18.0.0", "react-dom": "19.2.3" } }',
    );
    expect(of('react').declared).toMatchObject({ version: '19.2.3' });
    expect(of('react-dom').status).toBe('fits');
  });
});

describe('bad input', () => {
  const message = (text: string) => {
    const read = readPastedPackage(text);
    if (read.ok) throw new Error('read as a package.json');
    return read.message;
  };

  it('an empty box asks for a paste', () => {
    expect(readPastedPackage('   \n')).toMatchObject({ ok: false, empty: true });
  });

  it('text that is not JSON names the line and column', () => {
    expect(message('{\n  "dependencies": {\n    "moti": "0.30.0",\n  }\n}')).toBe(
      'This is not valid JSON: at line 4, column 3, the checker expected another item after the `,` (JSON allows no trailing comma).',
    );
    expect(message("{ 'moti': '0.30.0' }")).toContain('line 1, column 3');
    expect(message('moti 0.30.0')).toContain('line 1, column 1');
  });

  it('JSON that is not an object says what it is', () => {
    expect(message('["moti"]')).toContain('an array, not an object');
    expect(message('"moti"')).toContain('a string, not an object');
    expect(message('null')).toContain('null, not an object');
    expect(message('{ "dependencies": ["moti"] }')).toContain('"dependencies" is an array');
  });

  it('a huge paste is refused with the limit', () => {
    const huge = JSON.stringify({ dependencies: { moti: '0.30.0' }, padding: 'x'.repeat(MAX_INPUT_CHARACTERS) });
    expect(message(huge)).toContain('the checker reads up to 100,000');
  });

  it('lines copied from a package.json are read as an object', () => {
    const { of } = check('"dependencies": {\n  "moti": "^0.30.0"\n},');
    expect(of('moti').status).toBe('fits');
  });

  it('hostile strings stay data: no prototype change, long specs cut, backticks cannot close a code span', () => {
    // Written out, since an object literal's `__proto__` key would set a prototype, not a property.
    const text = `{ "dependencies": { "__proto__": { "polluted": true }, "react-native": "<img src=x onerror=alert(1)>", "moti": "\`${'a'.repeat(500)}", "react": 5 } }`;
    const { of } = check(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(of('react-native').status).toBe('not-known');
    expect(of('moti').reason.length).toBeLessThan(200);
    expect(of('moti').reason.split('`').length % 2).toBe(1);
    expect(of('react').status).toBe('not-known');
  });
});

describe('the JSON locator', () => {
  it('finds nothing wrong in valid JSON, and the exact spot otherwise', () => {
    expect(locateJsonProblem('{"a": [1, 2.5e3, true, null, "x\\u00e9"]}')).toBeNull();
    expect(locateJsonProblem('{"a": 1 "b": 2}')).toMatchObject({ line: 1, column: 9, expected: 'a `,` or `}`' });
    expect(locateJsonProblem('{"a": "line\nbreak"}')).toMatchObject({ line: 1, column: 12 });
    expect(locateJsonProblem('{"a": 1} x')).toMatchObject({ expected: 'the end of the text' });
    expect(locateJsonProblem('['.repeat(10_000))).toMatchObject({ expected: 'less nesting' });
  });
});

describe('every fix links a heading that exists, and the tab it opens', () => {
  const docs = path.join(import.meta.dirname, '../../docs');
  const slug = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');
  const anchorsOf = (page: string) => {
    const file = readdirSync(docs).find((name) => name.replace(/\.mdx?$/, '') === page);
    const text = readFileSync(path.join(docs, file!), 'utf8');
    return [...text.matchAll(/^#{2,6} (.+)$/gm)].map(([, heading]) => {
      const explicit = /\\\{#([\w-]+)\\\}\s*$/.exec(heading);
      return explicit ? explicit[1] : slug(heading.trim());
    });
  };
  const tabsOf = (page: string) => {
    const text = readFileSync(path.join(docs, `${page}.mdx`), 'utf8');
    return [...text.matchAll(/<TabItem value="([\w-]+)"/g)].map(([, value]) => value);
  };
  for (const href of Object.values(fixPages)) {
    it(href, () => {
      const [address, anchor] = href.slice(1).split('#');
      const [page, query] = address.split('?');
      expect(anchorsOf(page)).toContain(anchor);
      // `?path=` opens one of /installation's tabs (Docusaurus's Tabs with queryString="path").
      const tab = new URLSearchParams(query).get('path');
      if (tab) expect(tabsOf(page)).toContain(tab);
    });
  }
});

describe('the verdicts as a reader reads them', () => {
  // Reader prose on this site never speaks as "we"; the verdicts are reader prose.
  it.each(readdirSync(fixtureDir).map((file) => file.replace(/\.json$/, '')))(
    '%s: no verdict speaks as "we"',
    (name) => {
      for (const verdict of check(fixtureText(name)).verdicts) expect(verdict.reason).not.toMatch(/\b(we|our|us)\b/i);
    },
  );

  it("Moti's verdict names the Reanimated it runs with in a browser, and that phones are not verified", () => {
    expect(check(fixtureText('sdk-58-expo-install')).of('moti').reason).toContain(
      'In a browser it runs with Reanimated 4.8.0; on iOS and Android it is not verified.',
    );
    expect(check(fixtureText('bare-0.76-reanimated-3.16')).of('moti').reason).toContain(
      'In a browser it runs with Reanimated 3.19.5;',
    );
  });
});
