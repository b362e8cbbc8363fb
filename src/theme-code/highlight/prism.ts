// Prism with only the languages the docs use: tsx and bash here; json and diff come from
// `prism.additionalLanguages` in the site config, which the theme loads into this same instance.
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
import { bash } from './bash';

Prism.languages.bash = Prism.languages.sh = Prism.languages.shell = bash;

export default Prism;
