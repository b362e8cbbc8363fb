import React, { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { evidenceLabels, issueUrl } from '../CompatibilityTable/evidence';
import type { Declared } from './check/declared';
import { readPastedPackage } from './check/read-package';
import { headlineOf } from './check/headline';
import { checkVersions, type Evidence, type Status, type Verdict } from './check/verdicts';
import styles from './Verdicts.module.css';

const statusLabels: Record<Status, string> = {
  fits: 'Fits',
  'dev-build': 'Fits a development build',
  'does-not-fit': 'Does not fit',
  missing: 'Missing: add it',
  'not-known': 'Not known',
  'not-needed': 'Not needed',
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
  return (
    <div className={styles.result}>
      <p role="status" data-checker-app>
        {headlineOf(result)}
      </p>
      <ul className={styles.verdicts}>
        {result.verdicts.map((verdict) => (
          <VerdictItem key={verdict.name} verdict={verdict} />
        ))}
      </ul>
    </div>
  );
}
