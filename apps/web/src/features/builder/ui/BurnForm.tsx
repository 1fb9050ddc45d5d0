import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTargetBalance } from '../hooks/useManageToken';
import type { BuilderToken } from '../logic/builderList';
import {
  actionButton,
  afterFigures,
  checkBurn,
  checkMint,
  emptyBurnForm,
  typedAmount,
  type BurnInput,
} from '../logic/manageForms';
import { ActionButton } from './ActionButton';
import { Field } from './Field';
import { Figures } from './Figures';
import styles from './builder.module.css';

interface Props {
  token: BuilderToken;
  connected: boolean;
  busy: boolean;
  onConnect: () => void;
  onBurn: (args: { target: string; amount: bigint; callbackTo: string; payload: string }) => Promise<boolean>;
}

/** Burn from a holder (spec 3, 5): target, amount, callback address (zero by default) and payload. */
export function BurnForm({ token, connected, busy, onConnect, onBurn }: Props) {
  const [form, setForm] = useState<BurnInput>(emptyBurnForm);
  const validTarget = checkMint({ target: form.target, amount: '1' }, 0);
  const target = validTarget.kind === 'ready' ? validTarget.value.target : undefined;
  const balance = useTargetBalance(token.address, target, connected);
  const check = checkBurn(form, token.decimals, balance.data);
  const supply = BigInt(token.totalSupply);
  const figures = afterFigures('burn', check.kind === 'ready' ? check.value.amount : undefined, balance.data, supply);
  const button = actionButton({ connected, check, busy });
  const set = (patch: Partial<BurnInput>) => setForm((old) => ({ ...old, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!connected) return onConnect();
    if (check.kind !== 'ready' || busy) return;
    if (await onBurn(check.value)) set({ amount: '' });
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} data-testid="builder-burn" noValidate>
      <h2 className={styles.cardTitle}>
        <FormattedMessage id="builder.burn.title" />
      </h2>
      <Field
        label={<FormattedMessage id="builder.burn.target" />}
        value={form.target}
        onChange={(value) => set({ target: value })}
        testId="builder-burn-target"
      />
      <Field
        label={<FormattedMessage id="builder.burn.amount" />}
        value={form.amount}
        onChange={(text) => {
          const next = typedAmount(text);
          if (next === null) return false;
          set({ amount: next });
        }}
        inputMode="decimal"
        testId="builder-burn-amount"
      />
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
      {target && connected ? (
        <Figures
          decimals={token.decimals}
          rows={[
            {
              labelId: 'builder.figure.balance',
              now: balance.data,
              after: figures.balanceAfter ?? balance.data,
              testId: 'builder-burn-balance',
            },
            {
              labelId: 'builder.figure.supply',
              now: supply,
              after: figures.supplyAfter ?? supply,
              testId: 'builder-burn-supply',
            },
          ]}
        />
      ) : null}
      <ActionButton button={button} submitText="builder.burn.submit" testId="builder-burn-submit" />
    </form>
  );
}
