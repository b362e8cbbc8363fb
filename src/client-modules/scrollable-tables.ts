// A table wider than the column scrolls sideways (Infima makes tables scroll boxes); keyboard users
// can only scroll what they can focus (WCAG 2.1.1), so such tables join the tab order.
function markScrollableTables() {
  document.querySelectorAll<HTMLTableElement>('.markdown table').forEach((table) => {
    if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  });
}

let pending = 0;
function schedule() {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(markScrollableTables);
}

if (typeof window !== 'undefined') window.addEventListener('resize', schedule);

export function onRouteDidUpdate() {
  schedule();
}
