import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTargetBalance } from '../hooks/useManageToken';
import type { BuilderToken } from '../logic/builderList';
import {
  actionButton,
  afterFigures,
  checkSupply,
  emptyBurnForm,
  typedAmount,
  validTarget,
  type BurnInput,
  type SupplyAction,
  type SupplyArgs,
} from '../logic/manageForms';
import { ActionButton } from './ActionButton';
import { Field } from './Field';
import { Figures } from './Figures';
import styles from './builder.module.css';

interface Props<A extends SupplyAction> {
  action: A;
  token: BuilderToken;
  connected: boolean;
  busy: boolean;
  onConnect: () => void;
  onSubmit: (args: SupplyArgs[A]) => Promise<boolean>;
}

/** Each action's message ids. */
const TEXT = {
  mint: {
    title: 'builder.mint.title',
    target: 'builder.mint.target',
    amount: 'builder.mint.amount',
    submit: 'builder.mint.submit',
  },
  burn: {
    title: 'builder.burn.title',
    target: 'builder.burn.target',
    amount: 'builder.burn.amount',
    submit: 'builder.burn.submit',
  },
} as const;

/**
 * Mint, or burn from a holder (spec 3, 5): target address and amount (a burn also a callback address, zero by
 * default, and a payload), the target's balance and the total supply now and after.
 */
export function SupplyForm<A extends SupplyAction>({ action, token, connected, busy, onConnect, onSubmit }: Props<A>) {
  const [form, setForm] = useState<BurnInput>(emptyBurnForm);
  const target = validTarget(form.target);
  const balance = useTargetBalance(token.address, target, connected);
  const check = checkSupply(action, form, token.decimals, balance.data);
  const supply = BigInt(token.totalSupply);
  const figures = afterFigures(action, check.kind === 'ready' ? check.value.amount : undefined, balance.data, supply);
  const button = actionButton({ connected, check, busy });
  const set = (patch: Partial<BurnInput>) => setForm((old) => ({ ...old, ...patch }));
  const text = TEXT[action];
  const testId = `builder-${action}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!connected) return onConnect();
    if (check.kind !== 'ready' || busy) return;
    if (await onSubmit(check.value)) set({ amount: '' });
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} data-testid={testId} noValidate>
      <h2 className={styles.cardTitle}>
        <FormattedMessage id={text.title} />
      </h2>
      <Field
        label={<FormattedMessage id={text.target} />}
        value={form.target}
        onChange={(value) => set({ target: value })}
        testId={`${testId}-target`}
      />
      <Field
        label={<FormattedMessage id={text.amount} />}
        value={form.amount}
        onChange={(typed) => {
          const next = typedAmount(typed);
          if (next === null) return false;
          set({ amount: next });
        }}
        inputMode="decimal"
        testId={`${testId}-amount`}
      />
      {action === 'burn' ? (
        <>
          <Field
            label={<FormattedMessage id="builder.burn.callback" />}
            value={form.callbackTo}
            onChange={(value) => set({ callbackTo: value })}
            testId="builder-burn-callback"
          />
          <Field
            label={<FormattedMessage id="builder.burn.payload" />}
            value={form.payload}
            onChange={(value) => set({ payload: value })}
            testId="builder-burn-payload"
          />
        </>
      ) : null}
      {target && connected ? (
        <Figures
          decimals={token.decimals}
          rows={[
            {
              labelId: 'builder.figure.balance',
              now: balance.data,
              after: figures.balanceAfter ?? balance.data,
              testId: `${testId}-balance`,
            },
            {
              labelId: 'builder.figure.supply',
              now: supply,
              after: figures.supplyAfter ?? supply,
              testId: `${testId}-supply`,
            },
          ]}
        />
      ) : null}
      <ActionButton button={button} submitText={text.submit} testId={`${testId}-submit`} />
    </form>
  );
}
