import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '@/shared/config';
import { useWalletPending } from '@/shared/chain/walletPending';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from '@/shared/ui/page.module.css';
import { ChoiceSelect } from '@/shared/ui/ChoiceSelect';
import { useAccountAddress, useFactoryGauges, useCandidates, useEscrow, useGaugesTvl, useQube } from './hooks/useDao';
import { whitelistChoices } from './logic/candidates';
import { gaugeLabel } from './logic/gaugeLabel';
import { useDaoAction } from './hooks/useDaoAction';
import { useDaoConfirm } from './hooks/useDaoConfirm';
import { useWhitelisting } from './hooks/useWhitelisting';
import { ActionResultNote, DaoNav, LoadError, NoEscrow } from './ui/parts';
import { CandidatesList } from './ui/CandidatesList';

// the confirmation with the preview before signing loads when the payment is asked, not with the page
const ConfirmDaoAction = lazy(() => import('./ui/ConfirmDaoAction'));

/**
 * `/dao/whitelisting`: whitelist a farming pool as a candidate for the price (confirmed with the preview before
 * signing), and the candidates list.
 */
export default function WhitelistingPage() {
  const account = useAccountAddress();
  // while a returning user's wallet connects by itself the form is drawn as theirs (price skeleton, button disabled):
  // the visitor's lines are of another height, and the candidates below would move when the account came
  const pending = useWalletPending();
  const visitor = account === undefined && !pending;
  // the escrow is read through the wallet's provider: a visitor is asked to connect instead of shown an error
  const escrow = useEscrow(account !== undefined);
  const e = escrow.data;
  const qube = useQube(e?.qube, account);
  const candidates = useCandidates();
  const tvl = useGaugesTvl(candidates.data?.gauges.map((g) => g.address) ?? []);
  const intl = useIntl();
  const factoryGauges = useFactoryGauges(account !== undefined);
  const named = useGaugesTvl(factoryGauges.data ?? []);
  const choices = whitelistChoices(
    (factoryGauges.data ?? []).map((g) => ({ address: g, label: gaugeLabel(g, named.data?.get(g)) })),
    candidates.data?.gauges ?? [],
  );
  const action = useDaoAction();
  const confirm = useDaoConfirm(action);
  const whitelisting = useWhitelisting({ escrow: e, owner: account, balance: qube.balance, ask: confirm.ask });
  const [gauge, setGauge] = useState('');
  const symbol = qube.symbol;
  // the messages name the vote token: nothing is sent before its symbol is known
  const busy = whitelisting.checking || action.busy !== undefined || !whitelisting.ready || symbol === undefined;
  return (
    <div className={styles.page} data-testid="dao-whitelisting-page">
      <h1 className={styles.title}>
        <FormattedMessage id="dao.whitelist.title" />
      </h1>
      <DaoNav currentEpoch={e?.currentEpoch} />
      {config.voteEscrow === '' ? <NoEscrow /> : escrow.error ? <LoadError error={escrow.error} /> : null}
      <ActionResultNote result={action.result} />
      <form
        className={styles.section}
        data-testid="dao-whitelist-form"
        onSubmit={(event) => {
          event.preventDefault();
          void whitelisting.submit(gauge.trim());
        }}
      >
        <div className={styles.field}>
          <FormattedMessage id="dao.whitelist.pick" />
          {/* the gauges by their pools' names; any other farming pool's address can still be pasted below */}
          <ChoiceSelect
            label={intl.formatMessage({ id: 'dao.whitelist.pick' })}
            value={choices.some((c) => c.value === gauge.trim()) ? gauge.trim() : ''}
            onChange={(value) => {
              setGauge(value);
              whitelisting.clear();
            }}
            choices={choices}
            disabled={choices.length === 0}
            placeholder={intl.formatMessage({ id: 'dao.whitelist.pickPlaceholder' })}
            testId="dao-whitelist-gauge"
          />
        </div>
        <label className={styles.field}>
          <FormattedMessage id="dao.whitelist.address" />
          <input
            value={gauge}
            onChange={(event) => {
              setGauge(event.target.value);
              whitelisting.clear();
            }}
            spellCheck={false}
            data-testid="dao-whitelist-address"
          />
        </label>
        <p data-testid="dao-whitelist-price">
          {visitor ? (
            <FormattedMessage id="dao.whitelist.priceConnect" />
          ) : e && qube.decimals !== undefined && symbol !== undefined ? (
            <FormattedMessage
              id="dao.whitelist.price"
              values={{ amount: formatAmount(e.whitelistPrice, qube.decimals), symbol }}
            />
          ) : (
            <Skeleton width="12rem" />
          )}
        </p>
        {whitelisting.problem ? (
          <p role="alert" data-testid="dao-whitelist-problem" data-problem={whitelisting.problem}>
            <FormattedMessage id={`dao.whitelist.problem.${whitelisting.problem}`} values={{ symbol }} />
          </p>
        ) : null}
        {whitelisting.checkError ? (
          <p role="alert" data-testid="dao-whitelist-check-failed">
            <FormattedMessage id="dao.whitelist.checkFailed" values={{ message: whitelisting.checkError }} />
          </p>
        ) : null}
        {!visitor ? (
          <Button
            type="submit"
            variant="primary"
            disabled={busy || !account || !gauge.trim()}
            data-testid="dao-whitelist-submit"
          >
            <FormattedMessage id="dao.whitelist.submit" />
          </Button>
        ) : (
          <p data-testid="dao-connect">
            <FormattedMessage id="dao.connect" />
          </p>
        )}
      </form>
      <section className={styles.section}>
        <h2>
          <FormattedMessage id="dao.candidates.title" />
        </h2>
        {candidates.error ? (
          <LoadError error={candidates.error} />
        ) : (
          <CandidatesList candidates={candidates.data?.gauges} gauges={tvl.data} testId="dao-candidates" />
        )}
      </section>
      {confirm.asked && qube.decimals !== undefined && symbol !== undefined ? (
        <Suspense fallback={null}>
          <ConfirmDaoAction confirm={confirm} decimals={qube.decimals} symbol={symbol} />
        </Suspense>
      ) : null}
    </div>
  );
}
