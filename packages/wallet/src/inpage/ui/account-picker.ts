/** The account picker of requestPermissions and changeAccount. */
import type { WalletAccount } from '../../protocol';
import { showDialog } from './dialog';
import { shortAddress } from './format';
import { el, uniqueId } from './host';

export interface PickAccountRequest {
  kind: 'connect' | 'change';
  site: string;
  accounts: WalletAccount[];
  current?: string;
}

/** Resolves with the picked account's address, or undefined when the user rejects. */
export function pickAccount(request: PickAccountRequest): Promise<string | undefined> {
  const group = uniqueId('account');
  const legendId = uniqueId('legend');
  const fieldset = el('fieldset', { 'aria-labelledby': legendId }, [el('legend', { id: legendId, text: 'Account' })]);
  const initial = request.accounts.find((a) => a.address === request.current) ?? request.accounts[0];
  const radios: HTMLInputElement[] = [];
  for (const account of request.accounts) {
    const id = uniqueId('acc');
    const radio = el('input', { type: 'radio', name: group, id, value: account.address });
    radio.checked = account === initial;
    radios.push(radio);
    const label = el('label', { class: 'option', for: id }, [
      radio,
      el('span', { class: 'name', text: account.name }),
      // A real space, so the accessible name reads "Bob 0:abcd…wxyz" rather than running the two together.
      ' ',
      el('span', { class: 'addr', text: shortAddress(account.address), title: account.address }),
    ]);
    fieldset.append(label);
  }
  const title = request.kind === 'connect' ? `Connect to ${request.site}` : `Change account for ${request.site}`;
  const description =
    request.kind === 'connect'
      ? 'Tycho dev wallet: choose the account this site may use.'
      : 'Tycho dev wallet: choose another account for this site.';
  return showDialog<string | undefined>({
    title,
    description,
    content: request.accounts.length
      ? [fieldset]
      : [el('p', { class: 'sub', text: 'The devnet has no dev accounts.' })],
    actions: [
      { label: 'Reject', kind: 'secondary', result: () => undefined },
      { label: 'Connect', kind: 'primary', result: () => radios.find((r) => r.checked)?.value },
    ],
    cancel: undefined,
    initialFocus: () => radios.find((r) => r.checked) ?? null,
  });
}
