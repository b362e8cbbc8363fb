// Pressing Tab marks keyboard navigation (stronger focus rings); a mouse press clears it.
// Docusaurus 3 dropped its own marker, so the site keeps the class the theme's CSS used to key on.
const MARKER = 'navigation-with-keyboard';

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.body.classList.add(MARKER);
  });
  document.addEventListener('mousedown', () => document.body.classList.remove(MARKER));
}
