import { readFileSync } from 'node:fs';
import path from 'node:path';

// Build-time only (config, plugins, tests): the Moti release the docs are written for, read from
// the exact version package.json pins, so that an upgrade changes it in one place.
const pinned: string = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')).dependencies.moti;

/** As readers name the release: `0.30`. */
export const MOTI_RELEASE = pinned.split('.').slice(0, 2).join('.');
