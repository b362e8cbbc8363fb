import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReanimatedVersion } from '@site/src/data/reanimated-versions';
import { controlButton } from '../../ControlButton';
import { useOnline } from '../useOnline';
import { snackParameters, snackUrl, snackVersions, withAbsolutePictures, type SnackSettings } from './snack-url';
import styles from '../styles.module.css';

function NewTabHint() {
  return <span className={styles.visuallyHidden}> (opens in a new tab)</span>;
}

/**
 * Opens the code as it is now, edits included, in Expo Snack. Offered only when the build keeps
 * the Snack embed and the browser is online: offline the link could only fail. Snack gets the
 * Reanimated `version` the example runs on here, with the packages that version needs.
 */
export function OpenInSnack({
  code: shown,
  name,
  version,
}: {
  code: string;
  name: string;
  version: ReanimatedVersion;
}) {
  const { siteConfig } = useDocusaurusContext();
  const settings = siteConfig.customFields?.snack as SnackSettings | null | undefined;
  const online = useOnline();
  if (!settings || !online) return null;
  const code = withAbsolutePictures(shown, siteConfig.url);
  const versions = snackVersions(settings, version);
  const href = snackUrl(code, name, settings.site, versions);
  if (href) {
    return (
      <a className={controlButton} href={href} target="_blank" rel="noopener" data-open-in-snack>
        Open in Snack
        <NewTabHint />
      </a>
    );
  }
  return (
    <form className={styles.snackForm} method="post" action={settings.site} target="_blank" data-open-in-snack>
      {Object.entries(snackParameters(code, name, versions)).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={controlButton}>
        Open in Snack
        <NewTabHint />
      </button>
    </form>
  );
}
