import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTargetBalance } from '../hooks/useManageToken';
import type { BuilderToken } from '../logic/builderList';
import { actionButton, afterFigures, checkMint, typedAmount } from '../logic/manageForms';
import { ActionButton } from './ActionButton';
import { Field } from './Field';
import { Figures } from './Figures';
import styles from './builder.module.css';

interface Props {
  token: BuilderToken;
  connected: boolean;
  busy: boolean;
  onConnect: () => void;
  onMint: (target: string, amount: bigint) => Promise<boolean>;
}

/** Mint (spec 3, 5): target address and amount, the target's balance and the total supply now and after. */
export function MintForm({ token, connected, busy, onConnect, onMint }: Props) {
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('');
  const check = checkMint({ target, amount }, token.decimals);
  const validTarget = checkMint({ target, amount: '1' }, 0);
  const balance = useTargetBalance(
    token.address,
    validTarget.kind === 'ready' ? validTarget.value.target : undefined,
    connected,
  );
  const supply = BigInt(token.totalSupply);
  const figures = afterFigures('mint', check.kind === 'ready' ? check.value.amount : undefined, balance.data, supply);
  const button = actionButton({ connected, check, busy });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!connected) return onConnect();
    if (check.kind !== 'ready' || busy) return;
    if (await onMint(check.value.target, check.value.amount)) setAmount('');
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} data-testid="builder-mint" noValidate>
      <h2 className={styles.cardTitle}>
        <FormattedMessage id="builder.mint.title" />
      </h2>
      <Field
        label={<FormattedMessage id="builder.mint.target" />}
        value={target}
        onChange={setTarget}
        testId="builder-mint-target"
      />
      <Field
        label={<FormattedMessage id="builder.mint.amount" />}
        value={amount}
        onChange={(text) => {
          const next = typedAmount(text);
          if (next === null) return false;
          setAmount(next);
        }}
        inputMode="decimal"
        testId="builder-mint-amount"
      />
      {validTarget.kind === 'ready' && connected ? (
        <Figures
          decimals={token.decimals}
          rows={[
            {
              labelId: 'builder.figure.balance',
              now: balance.data,
              after: figures.balanceAfter ?? balance.data,
              testId: 'builder-mint-balance',
            },
            {
              labelId: 'builder.figure.supply',
              now: supply,
              after: figures.supplyAfter ?? supply,
              testId: 'builder-mint-supply',
            },
          ]}
        />
      ) : null}
      <ActionButton button={button} submitText="builder.mint.submit" testId="builder-mint-submit" />
    </form>
  );
}
