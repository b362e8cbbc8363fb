/** The installed packages a quoted message can come from (package.json names them). */
type MessagePackage = 'react-native-reanimated' | 'react-native-reanimated-3' | 'react-native-worklets' | 'moti';

/**
 * A message the site quotes. `text` is what the reader sees; a dynamic part is written as
 * `{placeholder}`, which matches anything when the test looks the text up in the package's source.
 */
export type QuotedMessageEntry = {
  package: MessagePackage;
  text: string;
  /** Why the text differs from a plain copy of the source, when it does (a prefix added at runtime). */
  note?: string;
};

/** Each line's file is checked against its own package by the quoted-message test. */
export type MessageFile = Record<string, QuotedMessageEntry>;
