/** Styles of the dev wallet UI, scoped to its shadow root. Dark, compact, readable at 375 px. */
export const STYLES = `
:host { all: initial; }
* { box-sizing: border-box; }
.tdw { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #f1f5f9; }
.backdrop { position: fixed; inset: 0; z-index: 2147483646; background: rgba(2, 6, 23, 0.72);
  display: flex; align-items: center; justify-content: center; padding: 12px; }
.dialog { width: min(440px, 100%); max-height: calc(100vh - 24px); overflow: auto; background: #0f172a;
  border: 1px solid #334155; border-radius: 12px; padding: 16px; box-shadow: 0 20px 50px rgba(0, 0, 0, 0.5); }
.dialog:focus { outline: none; }
h2 { margin: 0 0 4px; font-size: 17px; font-weight: 650; color: #f8fafc; overflow-wrap: anywhere; }
.sub { margin: 0 0 12px; color: #cbd5e1; font-size: 13px; }
fieldset { border: 0; margin: 0 0 12px; padding: 0; }
legend { padding: 0; margin-bottom: 6px; color: #cbd5e1; font-size: 13px; }
.option { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border: 1px solid #334155; border-radius: 8px;
  margin-bottom: 6px; cursor: pointer; }
.option:has(input:checked) { border-color: #60a5fa; background: #172554; }
.option input { accent-color: #60a5fa; width: 16px; height: 16px; margin: 0; }
.name { font-weight: 600; }
.addr { color: #cbd5e1; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; margin-left: auto; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 0 0 12px; }
dt { color: #cbd5e1; }
dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
pre { margin: 4px 0 0; padding: 8px; max-height: 180px; overflow: auto; background: #020617; border: 1px solid #334155;
  border-radius: 8px; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; color: #e2e8f0; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
button { font: inherit; font-weight: 600; border-radius: 8px; padding: 8px 16px; min-height: 40px; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 2px solid #93c5fd; outline-offset: 2px; }
.primary { background: #2563eb; color: #ffffff; border: 1px solid #2563eb; }
.primary:hover { background: #1d4ed8; }
.secondary { background: transparent; color: #f1f5f9; border: 1px solid #64748b; }
.secondary:hover { background: #1e293b; }
.fab { position: fixed; right: 12px; bottom: 12px; z-index: 2147483645; display: flex; flex-direction: column; align-items: flex-end; gap: 8px; }
.fab.docked { position: static; z-index: auto; padding: 8px 12px; }
.fab-button { background: #0f172a; color: #f1f5f9; border: 1px solid #475569; border-radius: 999px; padding: 6px 12px; min-height: 32px;
  font-size: 12px; display: inline-flex; align-items: center; gap: 6px; }
.dot { width: 8px; height: 8px; border-radius: 50%; background: #f87171; }
.dot.on { background: #4ade80; }
.panel { width: min(300px, calc(100vw - 24px)); background: #0f172a; border: 1px solid #334155; border-radius: 12px; padding: 12px; }
.panel h2 { font-size: 14px; margin-bottom: 8px; }
.row { display: flex; justify-content: space-between; gap: 8px; margin-bottom: 6px; font-size: 13px; }
.row span:first-child { color: #cbd5e1; }
.switch { display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%; background: transparent;
  border: 1px solid #334155; color: #f1f5f9; font-size: 13px; padding: 6px 10px; min-height: 36px; }
.track { width: 34px; height: 20px; border-radius: 999px; background: #475569; position: relative; flex: none; }
.track::after { content: ""; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 50%; background: #f8fafc; transition: left 0.15s; }
.switch[aria-checked="true"] .track { background: #2563eb; }
.switch[aria-checked="true"] .track::after { left: 16px; }
[hidden] { display: none !important; }
`;
