// A fact that differs between Reanimated 3 and 4, shown for the version the reader picked in the
// live examples. Every version's rendering is in the HTML, stacked in one grid cell so that the box
// is as big as the biggest: CSS shows the one that `html[data-reanimated]` names (set before the
// first paint by the head script of src/version-facts/head-tags.ts), and choosing another moves
// nothing. Markdown copies and search read all of them, each with its label.
import React, { type MouseEvent } from 'react';
import clsx from 'clsx';
import { useReanimatedVersion } from '@site/src/components/LiveExample/reanimated-choice';
import {
  inPageVersion,
  isReanimatedVersion,
  reanimatedVersions,
  type ReanimatedVersion,
} from '@site/src/data/reanimated-versions';
import { FACT_VERSION_ATTRIBUTE } from '@site/src/version-facts/choice-storage';
import { sameContent } from '@site/src/version-facts/content';
import { reanimatedLabel } from '@site/src/version-facts/facts';
import { namedFact } from '@site/src/version-facts/named-facts';
import { InlineView } from './FactContentView';
import { Rendering } from './Rendering';
import styles from './styles.module.css';

type Props = {
  name: string;
  /** One version only, for a sentence or a table that already says which: no label, no switch. */
  version?: ReanimatedVersion | `${ReanimatedVersion}`;
};

/** The default first, as a page without script shows it and as the Markdown copy reads first. */
const versionsInOrder = [inPageVersion, ...reanimatedVersions.filter((version) => version !== inPageVersion)];

/** The next version in the list: with two versions the button is a switch. */
const otherThan = (version: ReanimatedVersion) =>
  versionsInOrder[(versionsInOrder.indexOf(version) + 1) % versionsInOrder.length];

function SwitchButton({ from }: { from: ReanimatedVersion }) {
  const [, choose] = useReanimatedVersion();
  const to = otherThan(from);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const stack = event.currentTarget.closest('[data-version-fact]');
    choose(to);
    // The pressed button is hidden now; keep the keyboard on the same switch of the version shown.
    stack?.querySelector<HTMLButtonElement>(`[${FACT_VERSION_ATTRIBUTE}="${to}"] button`)?.focus();
  };
  // Its text is its name: what it shows.
  return (
    <button type="button" className={styles.switch} onClick={onClick}>
      {`Show ${reanimatedLabel(to)}`}
    </button>
  );
}

const factsVersion = (version: ReanimatedVersion) => reanimatedLabel(version).replace('Reanimated ', '');

export default function VersionFact({ name, version: only }: Props) {
  const fact = namedFact(name);
  if (only !== undefined) {
    const version = Number(only);
    if (!isReanimatedVersion(version))
      throw new Error(`<VersionFact name="${name}" version="${only}">: no such version.`);
    const content = fact.render(version);
    if (!('inline' in content))
      throw new Error(`<VersionFact name="${name}" version>: only an inline fact can stand unlabelled.`);
    return <InlineView parts={content.inline} />;
  }
  const renderings = versionsInOrder.map((version) => ({ version, content: fact.render(version) }));
  const first = renderings[0].content;
  const inline = 'inline' in first;
  const Box = inline ? 'span' : 'div';

  // The same on every version: one rendering, labelled with all of them, and nothing to switch.
  if (renderings.every(({ content }) => sameContent(content, first))) {
    const label = `Reanimated ${[...reanimatedVersions].map(factsVersion).join(' and ')}`;
    return (
      <Box className={clsx(!inline && styles.block)}>
        <Rendering content={first} label={label} />
      </Box>
    );
  }

  return (
    <Box className={clsx(styles.stack, inline ? styles.inline : styles.block)} data-version-fact={name}>
      {renderings.map(({ version, content }, index) => (
        <Box key={version} className={styles.variant} {...{ [FACT_VERSION_ATTRIBUTE]: version }}>
          {/* Only for the Markdown copies and search, which read every rendering in a row. */}
          {index > 0 && inline && <span className={styles.between}> or </span>}
          <Rendering content={content} label={reanimatedLabel(version)} switcher={<SwitchButton from={version} />} />
        </Box>
      ))}
    </Box>
  );
}
