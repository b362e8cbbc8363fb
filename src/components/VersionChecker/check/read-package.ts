import { locateJsonProblem } from './json-location';

/** The largest paste the checker reads: a real package.json is a few kilobytes. */
export const MAX_INPUT_CHARACTERS = 100_000;

export type PastedDependencies = Record<string, unknown>;

export type ReadResult =
  { ok: true; dependencies: PastedDependencies } | { ok: false; empty: boolean; message: string };

const fail = (message: string): ReadResult => ({ ok: false, empty: false, message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

/** A few lines copied from a package.json (`"dependencies": { … },`) become an object again. */
function parseFragment(text: string): unknown {
  const body = text.trim().replace(/,$/, '');
  if (!body.startsWith('"')) return undefined;
  try {
    return JSON.parse(`{${body}}`);
  } catch {
    return undefined;
  }
}

function parse(text: string): { value: unknown } | { message: string } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    const fragment = parseFragment(text);
    if (fragment !== undefined) return { value: fragment };
    const problem = locateJsonProblem(text);
    return {
      message: problem
        ? `This is not valid JSON: at line ${problem.line}, column ${problem.column}, the checker expected ${problem.expected}.`
        : 'This is not valid JSON.',
    };
  }
}

const sections = ['dependencies', 'devDependencies'] as const;

/** The dependencies of a pasted package.json, or of a pasted dependencies object. */
export function readPastedPackage(text: string): ReadResult {
  if (text.trim() === '') {
    return { ok: false, empty: true, message: 'Paste your package.json, or only its "dependencies", to check it.' };
  }
  if (text.length > MAX_INPUT_CHARACTERS) {
    return fail(
      `This paste has ${text.length.toLocaleString('en-US')} characters; the checker reads up to ${MAX_INPUT_CHARACTERS.toLocaleString('en-US')}. Paste your package.json alone, or only its "dependencies".`,
    );
  }
  const parsed = parse(text);
  if ('message' in parsed) return fail(parsed.message);
  const { value } = parsed;
  if (!isObject(value)) {
    return fail(
      `This is JSON, but ${kindOf(value)}, not an object. Paste the whole package.json, or its "dependencies" object.`,
    );
  }
  if (!sections.some((section) => section in value)) return { ok: true, dependencies: value };
  const dependencies: PastedDependencies = {};
  for (const section of sections) {
    const listed = value[section];
    if (listed === undefined) continue;
    if (!isObject(listed))
      return fail(`"${section}" is ${kindOf(listed)} here; in a package.json it is an object of names and versions.`);
    // A package in both sections installs as its "dependencies" entry.
    for (const [name, spec] of Object.entries(listed))
      if (!Object.hasOwn(dependencies, name)) dependencies[name] = spec;
  }
  return { ok: true, dependencies };
}
