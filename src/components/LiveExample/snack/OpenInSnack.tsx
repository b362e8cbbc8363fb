import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useOnline } from '../useOnline';
import { snackParameters, snackUrl, snackVersions, withAbsolutePictures, type SnackSettings } from './snack-url';
import styles from '../styles.module.css';

const buttonClass = 'button button--sm button--secondary';

function NewTabHint() {
  return <span className={styles.visuallyHidden}> (opens in a new tab)</span>;
}

/**
 * Opens the code as it is now, edits included, in Expo Snack. Offered only when the build keeps
 * the Snack embed and the browser is online: offline the link could only fail.
 */
export function OpenInSnack({ code: shown, name }: { code: string; name: string }) {
  const { siteConfig } = useDocusaurusContext();
  const settings = siteConfig.customFields?.snack as SnackSettings | null | undefined;
  const online = useOnline();
  if (!settings || !online) return null;
  const code = withAbsolutePictures(shown, siteConfig.url);
  const href = snackUrl(code, name, settings);
  if (href) {
    return (
      <a className={buttonClass} href={href} target="_blank" rel="noopener" data-open-in-snack>
        Open in Snack
        <NewTabHint />
      </a>
    );
  }
  return (
    <form className={styles.snackForm} method="post" action={settings.site} target="_blank" data-open-in-snack>
      {Object.entries(snackParameters(code, name, snackVersions(settings, name))).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={buttonClass}>
        Open in Snack
        <NewTabHint />
      </button>
    </form>
  );
}
