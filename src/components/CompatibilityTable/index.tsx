import type { ReactNode } from 'react';
import data from '@site/src/data/compatibility.json';
import { inPageVersion, reanimatedRuntimes } from '@site/src/data/reanimated-versions';
import { evidenceLabels, issueUrl } from './evidence';
import styles from './styles.module.css';

type ExpoSdk = (typeof data.expoSdks)[number];
type Report = ExpoSdk['reports'][number];
type ReanimatedLine = (typeof data.reanimatedLines)[number];

const motiColumn = `Moti ${data.moti.version}`;

/** A value and the kind of evidence behind it, which every cell states. */
function Cell({ children, evidence, label }: { children: ReactNode; evidence: ReactNode; label: string }) {
  // One text node per run of text: React's markers between adjacent ones would reach the Markdown copy.
  // The label names the column when a narrow screen stacks the row as a card.
  return (
    <td data-label={label}>
      {children}
      <span className={styles.evidence}>{typeof evidence === 'string' ? ` (${evidence})` : evidence}</span>
    </td>
  );
}

const Metadata = ({ value, label }: { value: string | null; label: string }) => (
  <Cell evidence={evidenceLabels.metadata} label={label}>
    {value === null ? 'not used' : <code>{value}</code>}
  </Cell>
);

function IssueCell({ reports }: { reports: Report[] }) {
  return (
    <Cell
      label={motiColumn}
      evidence={reports.map((report) => (
        <span key={report.issue}>
          {' (reported in '}
          <a href={issueUrl(report.issue)}>{`#${report.issue}`}</a>
          {')'}
        </span>
      ))}
    >
      {reports.map((report) => report.summary).join(' ')}
    </Cell>
  );
}

function MotiCell({ sdk }: { sdk: ExpoSdk }) {
  if (sdk.reports.length > 0) return <IssueCell reports={sdk.reports} />;
  const major = sdk.reanimated.replace(/^\D+/, '').split('.')[0];
  const builtMajor = data.moti.builtAgainst.split('.')[0];
  return (
    <Cell evidence={evidenceLabels.metadata} label={motiColumn}>
      {`Reanimated ${major}: ${major === builtMajor ? 'the' : 'not the'} major version Moti is built against (`}
      <code>{data.moti.builtAgainst}</code>)
    </Cell>
  );
}

/** Expo SDKs and what each one's `expo` package bundles, with what is known of Moti on each. */
export function ExpoSdkTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Expo SDK</th>
          <th>React Native</th>
          <th>React</th>
          <th>Reanimated</th>
          <th>
            <code>react-native-worklets</code>
          </th>
          <th>{motiColumn}</th>
        </tr>
      </thead>
      <tbody>
        {data.expoSdks.map((sdk) => (
          <tr key={sdk.sdk} data-sdk={sdk.sdk}>
            <th scope="row" data-label="Expo SDK">
              {`${sdk.sdk} (`}
              <code>{`expo@${sdk.expo}`}</code>)
            </th>
            <Metadata value={sdk.reactNative} label="React Native" />
            <Metadata value={sdk.react} label="React" />
            <Metadata value={sdk.reanimated} label="Reanimated" />
            <Metadata value={sdk.worklets} label="react-native-worklets" />
            <MotiCell sdk={sdk} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Old Architecture's React Native versions for a line, under Reanimated's own grouping when it differs. */
function oldArchitectureText({ line, oldArchitecture }: ReanimatedLine) {
  if (!oldArchitecture) return 'not supported';
  if (oldArchitecture.length === 1 && oldArchitecture[0].line === line)
    return oldArchitecture[0].reactNative.join(', ');
  return oldArchitecture.map((group) => `${group.line}: ${group.reactNative.join(', ')}`).join('; ');
}

/** Groups of the Old Architecture list that no New Architecture line covers: Reanimated 2. */
const oldArchitectureOnly = data.oldArchitectureLines.filter(
  (group) => !data.reanimatedLines.some((line) => line.oldArchitecture?.some((listed) => listed.line === group.line)),
);

/** Reanimated's own table of the React Native and Worklets versions each release line supports. */
export function ReanimatedLineTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Reanimated</th>
          <th>React Native, New Architecture</th>
          <th>
            <code>react-native-worklets</code>
          </th>
          <th>React Native, Old Architecture</th>
        </tr>
      </thead>
      <tbody>
        {data.reanimatedLines.map((line) => (
          <tr key={line.line} data-line={line.line}>
            <th scope="row" data-label="Reanimated">
              {line.line}
            </th>
            <Cell evidence={evidenceLabels.metadata} label="React Native, New Architecture">
              {line.reactNative.join(', ')}
            </Cell>
            <Cell evidence={evidenceLabels.metadata} label="react-native-worklets">
              {line.worklets ? line.worklets.join(', ') : 'not used'}
            </Cell>
            <Cell evidence={evidenceLabels.metadata} label="React Native, Old Architecture">
              {oldArchitectureText(line)}
            </Cell>
          </tr>
        ))}
        {oldArchitectureOnly.map((group) => (
          <tr key={group.line} data-line={group.line}>
            <th scope="row" data-label="Reanimated">
              {group.line}
            </th>
            <Cell evidence={evidenceLabels.metadata} label="React Native, New Architecture">
              not listed
            </Cell>
            <Cell evidence={evidenceLabels.metadata} label="react-native-worklets">
              not used
            </Cell>
            <Cell evidence={evidenceLabels.metadata} label="React Native, Old Architecture">
              {group.reactNative.join(', ')}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a Reanimated version's live examples run on this site, as the live examples decide it. */
function whereItRuns(reanimated: string) {
  const major = Number(reanimated.split('.')[0]);
  if (major === inPageVersion) return 'They run in the page itself.';
  const runtime = major === 3 || major === 4 ? reanimatedRuntimes[major] : undefined;
  return runtime ? `They run in a sandboxed frame, ${runtime.framePath}.` : '';
}

/** The combinations someone ran in a browser, and how. */
export function BrowserCheckTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Moti</th>
          <th>Reanimated</th>
          <th>
            <code>react-native-worklets</code>
          </th>
          <th>React Native for Web</th>
          <th>Result</th>
        </tr>
      </thead>
      <tbody>
        {data.browserChecks.map((check) => (
          <tr key={`${check.moti}-${check.reanimated}`} data-reanimated={check.reanimated}>
            <th scope="row" data-label="Moti">
              {check.moti}
            </th>
            <Cell evidence={evidenceLabels.browser} label="Reanimated">
              {check.reanimated}
            </Cell>
            <Cell evidence={evidenceLabels.browser} label="react-native-worklets">
              {check.worklets ?? 'not used'}
            </Cell>
            <Cell evidence={evidenceLabels.browser} label="React Native for Web">
              {check.reactNativeWeb}
            </Cell>
            <Cell evidence={evidenceLabels.browser} label="Result">
              {`${check.how} ${whereItRuns(check.reanimated)}`}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One fact of the data file, for prose that names a version or a date. */
export function CompatibilityFact({ name }: { name: keyof typeof facts }) {
  // An element, not a bare text node, so that no marker of React's lands in the Markdown copy.
  return <span>{facts[name]}</span>;
}

const facts = {
  motiVersion: data.moti.version,
  motiTag: data.moti.tagged?.tag ?? 'none',
  motiTagCommitDate: data.moti.tagged?.commitDate ?? 'unknown',
  motiReanimatedPeer: data.moti.reanimatedPeer,
  motiBuiltAgainst: data.moti.builtAgainst,
  motiReanimatedLowest: data.moti.reanimatedLowest.version,
  reanimatedLatest: data.reanimated.latest,
  reanimatedPublished: data.reanimated.published ?? 'a day the registry cannot tell',
  reanimatedReactNativePeer: data.reanimated.reactNativePeer,
  reanimatedWorkletsPeer: data.reanimated.workletsPeer ?? 'none',
  readOn: data.readOn,
};
