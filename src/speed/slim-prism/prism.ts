// Prism with only the languages the docs use: tsx, bash, json and diff. (The site config has no
// `prism.additionalLanguages`: the theme's module that loads them is left out, see the plugin.)
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
// Methods and capitalised names get their own tokens, as they did with the theme's default Prism.
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import { bash } from './bash';

Prism.languages.bash = Prism.languages.sh = Prism.languages.shell = bash;

export default Prism;
