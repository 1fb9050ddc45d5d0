/**
 * The popup that confirms a builder call with the preview before signing (lazy: loaded when the user asks for one).
 * Its lines say what the call is; the preview runs the very call the send signs. A mint or burn shows the holder's
 * balance change beside the owner's own (the holder is watched); a transfer repeats the irreversible warning; a
 * create deploys the token's root, which the preview cannot follow: the popup says so and shows the coin attached.
 */
import { useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { config } from '@/shared/config';
import { shortenAddress } from '@/shared/lib/address';
import type { BuilderCall } from '../chain/builderChain';
import type { BuilderConfirm } from '../hooks/useBuilderConfirm';
import type { BuilderToken } from '../logic/builderList';
import { CREATE_TOKEN_VALUE } from '../logic/values';
import styles from './builder.module.css';

const chain = () => import('../chain/builderChain');

const SUBMIT = {
  mint: 'builder.mint.submit',
  burn: 'builder.burn.submit',
  transfer: 'builder.transfer.submit',
  create: 'builder.submit.create',
} as const;

/** The token holder whose balance the preview shows too (a mint's recipient, a burn's holder), if not the owner. */
const watched = (call: BuilderCall | undefined) =>
  call && (call.type === 'mint' || call.type === 'burn') && call.target.toLowerCase() !== call.owner.toLowerCase()
    ? [call.target]
    : [];

export default function ConfirmBuilderAction({ confirm, token }: { confirm: BuilderConfirm; token?: BuilderToken }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const call = confirm.call;
  const state = useCallPreview(
    ['builder', call && JSON.stringify(call, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))],
    call && (async () => (await chain()).builderWalletCall(call)),
    [],
    watched(call),
  );
  if (!call) return null;
  const lines: [string, string, string][] = [];
  if (call.type === 'mint' || call.type === 'burn') {
    const unit = token ? ` ${token.symbol}` : '';
    lines.push([t('builder.confirm.amount'), `${formatUnits(call.amount, token?.decimals ?? 0)}${unit}`, 'amount']);
    lines.push([t(`builder.confirm.target.${call.type}`), shortenAddress(call.target), 'target']);
  } else if (call.type === 'transfer') {
    lines.push([t('builder.confirm.newOwner'), call.newOwner, 'new-owner']);
  } else {
    lines.push([t('builder.confirm.name'), call.params.name, 'name']);
    lines.push([t('builder.confirm.symbol'), call.params.symbol, 'symbol']);
    lines.push([t('builder.confirm.decimals'), String(call.params.decimals), 'decimals']);
    const coin = config.nativeCoin;
    lines.push([
      t('builder.confirm.attached'),
      `${formatUnits(CREATE_TOKEN_VALUE, coin.decimals)} ${coin.symbol}`,
      'attached',
    ]);
  }
  const contract = call.type === 'create' ? call.factory : call.root;
  const note =
    call.type === 'create'
      ? 'builder.confirm.createNote'
      : call.type === 'transfer'
        ? 'builder.transfer.warning'
        : undefined;
  return (
    <PreviewConfirmDialog
      title={t(`builder.confirm.${call.type}`)}
      state={state}
      labels={{ [contract]: t(call.type === 'create' ? 'builder.confirm.factory' : 'builder.confirm.root') }}
      confirmLabel={t(SUBMIT[call.type])}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="builder-confirm"
    >
      {note ? (
        <p className={styles.warning} data-testid="builder-confirm-note">
          {t(note)}
        </p>
      ) : null}
      <PreviewRows rows={lines.map(([label, value, id]) => ({ id, label, value, testId: `builder-confirm-${id}` }))} />
    </PreviewConfirmDialog>
  );
}
