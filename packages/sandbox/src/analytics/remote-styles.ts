/** The analytics page's own stylesheet (served as a file: its CSP allows no inline style). */
export const REMOTE_STYLES = `
:root { color-scheme: light dark; --bg: #f5f5f5; --card: #fff; --text: #1f2328; --muted: #57606a; --line: #d0d7de;
  --accent: #2e43fe; --good: #1a7f37; --bad: #cf222e;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--text); background: var(--bg); }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --card: #161b22; --text: #e6edf3; --muted: #9198a1; --line: #30363d; --accent: #8b9bff;
    --good: #3fb950; --bad: #f85149; }
}
* { box-sizing: border-box; }
body { margin: 0; }
header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: end;
  justify-content: space-between; padding: 1rem 1.5rem; background: var(--card); border-bottom: 1px solid var(--line); }
h1 { margin: 0; font-size: 1.375rem; }
header p { margin: 0.25rem 0 0; color: var(--muted); }
label { display: grid; gap: 0.25rem; font-weight: 600; font-size: 0.875rem; }
select { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid var(--muted); border-radius: 8px; background: var(--card);
  color: var(--text); min-inline-size: 12rem; }
.layout { display: grid; grid-template-columns: 13rem 1fr; gap: 1.5rem; padding: 1.5rem; max-inline-size: 80rem; margin: 0 auto; }
nav { position: sticky; top: 6.5rem; align-self: start; }
nav ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
nav a { display: block; padding: 0.5rem 0.75rem; border-radius: 8px; color: var(--text); text-decoration: none;
  border-inline-start: 3px solid transparent; }
nav a:hover { background: var(--bg); }
nav a[aria-current] { border-inline-start-color: var(--accent); font-weight: 700; background: var(--bg); }
a:focus-visible, select:focus-visible, .table-scroll:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; }
.layout > * { min-inline-size: 0; }
section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.25rem 1.5rem;
  scroll-margin-top: 7rem; }
h2 { margin: 0 0 1rem; font-size: 1.125rem; }
.tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: 1rem; margin: 0; }
.tiles div { border: 1px solid var(--line); border-radius: 10px; padding: 0.75rem 1rem; min-inline-size: 0; }
.tiles dt { color: var(--muted); font-size: 0.875rem; }
.tiles dd { margin: 0.25rem 0 0; font-size: 1.375rem; font-weight: 700; font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere; }
.tiles dd small { display: block; font-size: 0.8125rem; font-weight: 500; color: var(--muted); }
.up { color: var(--good); } .down { color: var(--bad); }
.table-scroll { overflow-x: auto; }
table { border-collapse: collapse; inline-size: 100%; font-variant-numeric: tabular-nums; }
th, td { text-align: start; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--line); white-space: nowrap; }
th { font-size: 0.8125rem; color: var(--muted); font-weight: 600; }
td.number, th.number { text-align: end; }
meter { inline-size: 8rem; }
.empty { color: var(--muted); margin: 0; }
.status { font-size: 0.875rem; }
.visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 48rem) {
  .layout { grid-template-columns: minmax(0, 1fr); padding: 1rem; }
  nav { position: static; }
  nav ol { display: flex; overflow-x: auto; }
  nav a { border-inline-start: 0; border-block-end: 3px solid transparent; white-space: nowrap; }
  nav a[aria-current] { border-block-end-color: var(--accent); }
  header { position: static; }
}
`
