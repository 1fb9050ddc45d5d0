/**
 * The preview before signing in a confirmation (issue 43): each token balance change of the user (and of a watched
 * counterparty, named by its address), the network fee (attached, returned, spent) and, when the run fails, which
 * step and why, with the box that confirms sending anyway. A wallet without executeLocal, or a tree that cannot be followed, leaves the dialog's expected amounts,
 * said in words.
 */
import { useIntl } from 'react-intl';
import { config } from '@/shared/config';
import { shortenAddress } from '@/shared/lib/address';
import { formatExactAmount } from '@/shared/lib/format';
import { reasonId, type ActionFailure } from './reasons';
import type { PreviewState } from './usePreview';
import styles from './preview.module.css';

interface Props {
  state: PreviewState;
  /** A failure the feature reads from the result (e.g. a swap hop below its minimum). */
  actionFailure?: ActionFailure;
  /** Names of the contracts of the action, by address (a failing step is named with it). */
  labels?: Record<string, string>;
  /** Whether the user confirmed sending an action the preview says fails. */
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
}

const signed = (delta: bigint, decimals: number) =>
  `${delta > 0n ? '+' : delta < 0n ? '−' : ''}${formatExactAmount((delta < 0n ? -delta : delta).toString(), decimals)}`;

export function PreviewPanel({ state, actionFailure, labels, acknowledged, onAcknowledge }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const coin = config.nativeCoin;
  const amount = (units: bigint) => `${formatExactAmount(units.toString(), coin.decimals)} ${coin.symbol}`;
  if (state.kind === 'loading')
    return (
      <section className={styles.panel} data-testid="preview" data-state="loading" aria-busy="true">
        <h3 className={styles.title}>{t('preview.title')}</h3>
        <p className={styles.note}>{t('preview.loading')}</p>
      </section>
    );
  if (state.kind !== 'done') {
    const note =
      state.kind === 'unavailable'
        ? t('preview.unavailable')
        : state.kind === 'incomplete'
          ? t(`preview.incomplete.${state.reason}`, { address: state.address ? shortenAddress(state.address) : '' })
          : t('preview.error', { message: state.message });
    return (
      <section className={styles.panel} data-testid="preview" data-state={state.kind}>
        <h3 className={styles.title}>{t('preview.title')}</h3>
        <p className={styles.note} data-testid="preview-fallback">
          {note} {t('preview.fallback')}
        </p>
      </section>
    );
  }
  const failure = state.failure;
  const reason = failure ? reasonId(failure) : undefined;
  const failureText = actionFailure
    ? t('preview.actionFails', { step: actionFailure.step, reason: actionFailure.reason })
    : failure && reason
      ? t('preview.stepFails', {
          index: failure.index,
          contract: labels?.[failure.address] ?? shortenAddress(failure.address),
          reason: t(reason.id, { code: reason.code ?? 0 }),
        })
      : undefined;
  return (
    <section className={styles.panel} data-testid="preview" data-state={failureText ? 'fails' : 'ok'}>
      <h3 className={styles.title}>{t('preview.title')}</h3>
      {state.tokens.length === 0 ? (
        // a note, not a row: a <dl> holds only its <dt>/<dd> groups (axe: definition-list)
        <p className={styles.note}>{t('preview.noTokenChange')}</p>
      ) : (
        <dl className={styles.rows}>
          {state.tokens.map((c) => (
            <div className={styles.row} key={`${c.root}:${c.owner ?? ''}`}>
              <dt>
                {c.owner ? t('preview.heldBy', { symbol: c.symbol, address: shortenAddress(c.owner) }) : c.symbol}
              </dt>
              <dd
                data-testid="preview-token"
                data-root={c.root}
                data-owner={c.owner}
                data-delta={(c.after - c.before).toString()}
              >
                {signed(c.after - c.before, c.decimals)} {c.symbol}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <dl className={styles.rows} aria-label={t('preview.fee')}>
        <div className={styles.row}>
          <dt>{t('preview.fee.attached')}</dt>
          <dd data-testid="preview-fee-attached" data-units={state.native.attached.toString()}>
            {amount(state.native.attached)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('preview.fee.returned')}</dt>
          <dd data-testid="preview-fee-returned" data-units={state.native.returned.toString()}>
            {amount(state.native.returned)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('preview.fee.spent')}</dt>
          <dd data-testid="preview-fee-spent" data-units={state.native.spent.toString()}>
            {amount(state.native.spent)}
          </dd>
        </div>
      </dl>
      {failureText && (
        <div className={styles.alert} role="alert" data-testid="preview-failure">
          <p>{failureText}</p>
          <label>
            <input
              type="checkbox"
              checked={acknowledged}
              onChange={(e) => onAcknowledge(e.target.checked)}
              data-testid="preview-send-anyway"
            />{' '}
            {t('preview.sendAnyway')}
          </label>
        </div>
      )}
    </section>
  );
}

export default PreviewPanel;
