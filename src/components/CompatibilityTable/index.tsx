import type { ReactNode } from 'react';
import data from '@site/src/data/compatibility.json';
import styles from './styles.module.css';

type ExpoSdk = (typeof data.expoSdks)[number];
type Report = ExpoSdk['reports'][number];

const issueUrl = (issue: number) => `https://github.com/nandorojo/moti/issues/${issue}`;

/** A value and the kind of evidence behind it, which every cell states. */
function Cell({ children, evidence }: { children: ReactNode; evidence: ReactNode }) {
  // One text node per run of text: React's markers between adjacent ones would reach the Markdown copy.
  return (
    <td>
      {children}
      <span className={styles.evidence}>{typeof evidence === 'string' ? ` (${evidence})` : evidence}</span>
    </td>
  );
}

const Metadata = ({ value }: { value: string | null }) => (
  <Cell evidence="metadata">{value === null ? 'not used' : <code>{value}</code>}</Cell>
);

function IssueCell({ reports }: { reports: Report[] }) {
  return (
    <Cell
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
    <Cell evidence="metadata">
      {`Reanimated ${major}: ${major === builtMajor ? 'the' : 'not the'} major version Moti is built against (`}
      <code>{data.moti.builtAgainst}</code>)
    </Cell>
  );
}

/** Expo SDKs and what each one's `expo` package bundles, with what is known of Moti on each. */
export function ExpoSdkTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Expo SDK</th>
          <th>React Native</th>
          <th>React</th>
          <th>Reanimated</th>
          <th>
            <code>react-native-worklets</code>
          </th>
          <th>{`Moti ${data.moti.version}`}</th>
        </tr>
      </thead>
      <tbody>
        {data.expoSdks.map((sdk) => (
          <tr key={sdk.sdk} data-sdk={sdk.sdk}>
            <th scope="row">
              {`${sdk.sdk} (`}
              <code>{`expo@${sdk.expo}`}</code>)
            </th>
            <Metadata value={sdk.reactNative} />
            <Metadata value={sdk.react} />
            <Metadata value={sdk.reanimated} />
            <Metadata value={sdk.worklets} />
            <MotiCell sdk={sdk} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Reanimated's own table of the React Native and Worklets versions each release line supports. */
export function ReanimatedLineTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Reanimated</th>
          <th>React Native</th>
          <th>
            <code>react-native-worklets</code>
          </th>
          <th>Old Architecture</th>
        </tr>
      </thead>
      <tbody>
        {data.reanimatedLines.map((line) => (
          <tr key={line.line} data-line={line.line}>
            <th scope="row">{line.line}</th>
            <Cell evidence="metadata">{line.reactNative.join(', ')}</Cell>
            <Cell evidence="metadata">{line.worklets ? line.worklets.join(', ') : 'not used'}</Cell>
            <Cell evidence="metadata">{line.oldArchitecture ? 'supported' : 'not supported'}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The combinations someone ran in a browser, and how. */
export function BrowserCheckTable() {
  return (
    <table>
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
            <th scope="row">{check.moti}</th>
            <Cell evidence="verified in the browser">{check.reanimated}</Cell>
            <Cell evidence="verified in the browser">{check.worklets ?? 'not used'}</Cell>
            <Cell evidence="verified in the browser">{check.reactNativeWeb}</Cell>
            <Cell evidence="verified in the browser">{check.how}</Cell>
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
  motiPublished: data.moti.published,
  motiReanimatedPeer: data.moti.reanimatedPeer,
  motiBuiltAgainst: data.moti.builtAgainst,
  reanimatedLatest: data.reanimated.latest,
  reanimatedPublished: data.reanimated.published,
  reanimatedReactNativePeer: data.reanimated.reactNativePeer,
  reanimatedWorkletsPeer: data.reanimated.workletsPeer ?? 'none',
  readOn: data.readOn,
};
