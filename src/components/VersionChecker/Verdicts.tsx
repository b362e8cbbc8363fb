import React, { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { evidenceLabels, issueUrl } from '../CompatibilityTable/evidence';
import type { App } from './check/app';
import type { Declared } from './check/declared';
import { readPastedPackage } from './check/read-package';
import { checkVersions, type Evidence, type Status, type Verdict } from './check/verdicts';
import styles from './Verdicts.module.css';

const statusLabels: Record<Status, string> = {
  fits: 'Fits',
  'does-not-fit': 'Does not fit',
  'not-known': 'Not known',
  'not-listed': 'Not in your package.json',
};

/** Text with `code` spans, as the verdicts write them; everything stays text, never markup. */
const withCode = (text: string): ReactNode[] =>
  text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));

function declaredText(declared: Declared) {
  if (declared.kind === 'missing') return null;
  const spec = declared.spec.length > 60 ? `${declared.spec.slice(0, 60)}…` : declared.spec;
  return <code>{spec}</code>;
}

function EvidenceLabel({ evidence }: { evidence: Evidence }) {
  if (evidence.kind !== 'reported') return <span>{` (${evidenceLabels[evidence.kind]})`}</span>;
  return (
    <span>
      {' (reported in '}
      <a href={issueUrl(evidence.issue)}>{`#${evidence.issue}`}</a>
      {')'}
    </span>
  );
}

function VerdictItem({ verdict }: { verdict: Verdict }) {
  return (
    <li
      className={`${styles.verdict} ${styles[verdict.status]}`}
      data-package={verdict.name}
      data-status={verdict.status}
    >
      <p className={styles.head}>
        <code>{verdict.name}</code> {declaredText(verdict.declared)}{' '}
        <strong data-verdict>{statusLabels[verdict.status]}</strong>
      </p>
      <p>
        {withCode(verdict.reason)}
        <span className={styles.evidence}>
          {verdict.evidence.map((evidence) => (
            <EvidenceLabel key={evidence.kind === 'reported' ? evidence.issue : evidence.kind} evidence={evidence} />
          ))}
        </span>
      </p>
      {verdict.fixes.map((fix) => (
        <p key={fix.href + (fix.command ?? '')} className={styles.fix}>
          {'Fix: '}
          {fix.command && (
            <>
              <code>{fix.command}</code>
              {'. '}
            </>
          )}
          <Link to={fix.href}>{fix.label}</Link>
        </p>
      ))}
    </li>
  );
}

function appSummary(app: App) {
  if (app.sdk) return `An Expo SDK ${app.sdk.sdk} app.`;
  if (app.expo) return 'An Expo app whose SDK the checker could not read.';
  if (app.reactNativeMinor) return `A bare React Native ${app.reactNativeMinor} app.`;
  if (app.declared['react-native'].kind !== 'missing')
    return 'A React Native app whose version the checker could not read.';
  return 'Neither expo nor react-native is in your package.json.';
}

/** The verdicts for a pasted package.json, or what is wrong with the paste. */
export default function Verdicts({ text }: { text: string }) {
  const result = useMemo(() => {
    const read = readPastedPackage(text);
    return read.ok ? { ok: true as const, ...checkVersions(read.dependencies) } : read;
  }, [text]);
  if (!result.ok) {
    return (
      <p role="status" className={result.empty ? undefined : styles.problem} data-checker-message>
        {result.message}
      </p>
    );
  }
  const fitting = result.verdicts.filter((verdict) => verdict.status === 'fits').length;
  return (
    <div className={styles.result}>
      <p role="status" data-checker-app>
        {`${appSummary(result.app)} ${fitting} of ${result.verdicts.length} packages fit.`}
      </p>
      <ul className={styles.verdicts}>
        {result.verdicts.map((verdict) => (
          <VerdictItem key={verdict.name} verdict={verdict} />
        ))}
      </ul>
    </div>
  );
}
