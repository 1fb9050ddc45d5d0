/** The "Confirm transaction" dialog of sendMessage / sendMessageDelayed. */
import type { TransactionRequest } from '../provider';
import { showDialog } from './dialog';
import { formatNano, formatParams, shortAddress } from './format';
import { el } from './host';

function row(term: string, value: string, title?: string): Node[] {
  return [el('dt', { text: term }), el('dd', { text: value, title })];
}

function payloadRows(payload: TransactionRequest['payload']): Node[] {
  if (payload == null || payload === '') return row('Payload', 'none (plain transfer)');
  if (typeof payload === 'string') return row('Payload', `raw body (${payload.length} base64 chars)`);
  const params = el('pre', { text: formatParams(payload.params) });
  return [...row('Method', payload.method), el('dt', { text: 'Params' }), el('dd', {}, [params])];
}

/** Resolves true when the user approves. */
export function confirmTransaction(request: TransactionRequest & { site: string }): Promise<boolean> {
  const details = el('dl', {}, [
    ...row('From', shortAddress(request.from), request.from),
    ...row('To', shortAddress(request.to), request.to),
    ...row('Amount', `${formatNano(request.amount)} TYCHO`),
    ...row('Bounce', request.bounce ? 'yes' : 'no'),
    ...(request.stateInit ? row('Deploys', 'with state init') : []),
    ...payloadRows(request.payload),
  ]);
  return showDialog<boolean>({
    title: 'Confirm transaction',
    description: `${request.site} asks the dev wallet to send a message.`,
    content: [details],
    actions: [
      { label: 'Reject', kind: 'secondary', result: () => false },
      { label: 'Approve', kind: 'primary', result: () => true },
    ],
    cancel: false,
    initialFocus: (dialog) => dialog.querySelector('button.secondary'),
  });
}
