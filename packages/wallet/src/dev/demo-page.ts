/** A bare page that drives window.__ever with raw requests: for trying the dev wallet by hand and in its browser test. */
import { devWalletScriptTag } from '../server/plugin';

export function demoPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev wallet demo</title>
${devWalletScriptTag()}
<style>body{font:15px system-ui;margin:16px;background:#fff;color:#111}button{margin:4px 4px 0 0;min-height:36px}pre{white-space:pre-wrap;word-break:break-all}</style>
</head>
<body>
<main>
<h1>Dev wallet demo</h1>
<button type="button" id="connect">Connect wallet</button>
<button type="button" id="send">Send 1.5 TYCHO</button>
<button type="button" id="change">Change account</button>
<button type="button" id="disconnect">Disconnect</button>
<pre id="log" aria-live="polite"></pre>
</main>
<script>
const log = (label, value) => { document.getElementById('log').textContent += label + ': ' + JSON.stringify(value) + '\\n'; };
window.demo = { results: [] };
const call = async (method, params) => {
  try { const r = await window.__ever.request({ method, params }); window.demo.results.push({ method, result: r }); log(method, r); return r; }
  catch (e) { const err = { code: e.code, message: e.message }; window.demo.results.push({ method, error: err }); log(method + ' failed', err); return err; }
};
window.demo.call = call;
let account;
window.__ever.addListener('permissionsChanged', (d) => { account = d.permissions.accountInteraction && d.permissions.accountInteraction.address; log('permissionsChanged', d); });
document.getElementById('connect').onclick = () => call('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
document.getElementById('change').onclick = () => call('changeAccount');
document.getElementById('disconnect').onclick = () => call('disconnect');
document.getElementById('send').onclick = async () => {
  const state = await call('getProviderState');
  const from = state.permissions && state.permissions.accountInteraction && state.permissions.accountInteraction.address;
  const to = window.demo.recipient || from;
  call('sendMessage', { sender: from, recipient: to, amount: '1500000000', bounce: false,
    payload: window.demo.payload });
};
</script>
</body>
</html>`;
}
