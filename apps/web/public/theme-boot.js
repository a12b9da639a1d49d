// Theme before first paint, so a reload never flashes the other theme (spec §1). A file, not an
// inline script: the CSP allows scripts from our origin only (issue 17 #9). Reads md.theme as
// src/shared/storage writes it ({v, d}).
try {
  var stored = JSON.parse(localStorage.getItem('md.theme') || 'null');
  if (stored && (stored.d === 'light' || stored.d === 'dark')) document.documentElement.dataset.theme = stored.d;
} catch {
  // Storage blocked or unreadable: the default theme stands.
}
