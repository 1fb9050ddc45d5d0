import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from '@/shared/lib/router';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import page from '@/shared/ui/page.module.css';
import { Spinner } from '@/shared/ui/Spinner';
import { WalletGate } from '@/shared/ui/WalletGate';
import {
  CANDIDATE_ACTION_VALUE,
  candidateMethod,
  ethActionOf,
  tonActionOf,
  type ActionType,
  type EthDraft,
  type TonDraft,
} from './logic/actions';
import { encodeDescription } from './logic/description';
import { checkForm, DESCRIPTION_MAX, LINK_MAX, TITLE_MAX } from './logic/form';
import { createPermission, VOTE_TOKEN_DECIMALS } from './logic/voter';
import { useAccountAddress, useCandidates, useRoot, useVoter } from './hooks/useProposals';
import { EVENT_WAIT, useProposalAction } from './hooks/useProposalAction';
import { useProposalConfirm } from './hooks/useProposalConfirm';
import type { ProposalCall } from './chain/proposalsChain';
import { ActionsEditor } from './ui/ActionsEditor';
import { Breadcrumbs, LoadError, NotConfigured } from './ui/parts';
import styles from './ui/proposals.module.css';

const chain = () => import('./chain/proposalsChain');
// the confirmation with the preview before signing loads when the user creates, not with the page
const ConfirmProposalAction = lazy(() => import('./ui/ConfirmProposalAction'));

/**
 * `/dao/proposals/create`: a spinner while the permission is unknown; the warning card (missing amount, locked
 * tokens, a link to the balance page) when the wallet may not propose; else the form. Submitting attaches 10 EVER +
 * calcTonActionsValue + calcEthActionsValue, waits for ProposalCreated from the same proposer and opens the proposal.
 */
export default function CreateProposalPage() {
  const intl = useIntl();
  const wallet = useWallet();
  const account = useAccountAddress();
  const root = useRoot(account !== undefined);
  const voter = useVoter(account);
  const permission = createPermission({
    hasAccount: voter.data?.hasAccount,
    balance: voter.data?.balance,
    locked: voter.data?.lockedTokens,
    threshold: root.data?.threshold,
  });
  const error = root.error ?? voter.error;
  return (
    <div className={page.page} data-testid="proposal-create-page">
      <Breadcrumbs current={<FormattedMessage id="proposals.create" />} />
      <h1 className={page.title}>
        <FormattedMessage id="proposals.create" />
      </h1>
      {config.daoRoot === '' || config.voteEscrow === '' ? (
        <NotConfigured />
      ) : (
        <WalletGate
          status={wallet.status}
          title={<FormattedMessage id="proposals.connect.title" />}
          note={<FormattedMessage id="proposals.connect.note" />}
          testId="proposal-create-connect"
        >
          {error ? (
            <LoadError
              error={error}
              onRetry={() => {
                void root.refetch();
                void voter.refetch();
              }}
            />
          ) : permission.status === 'unknown' ? (
            <div data-testid="proposal-create-permission" className={page.pageHold}>
              <Spinner label={intl.formatMessage({ id: 'proposals.permission.checking' })} showLabel />
            </div>
          ) : permission.status === 'denied' ? (
            <div className={page.warning} role="status" data-testid="proposal-create-denied">
              <p>
                <FormattedMessage
                  id={permission.hasAccount ? 'proposals.permission.missing' : 'proposals.permission.noAccount'}
                  values={{
                    missing: formatAmount(permission.missing, VOTE_TOKEN_DECIMALS),
                    threshold: formatAmount(permission.threshold, VOTE_TOKEN_DECIMALS),
                  }}
                />
              </p>
              <p data-testid="proposal-create-missing" data-units={permission.missing.toString()}>
                <FormattedMessage
                  id="proposals.permission.missingAmount"
                  values={{ amount: formatAmount(permission.missing, VOTE_TOKEN_DECIMALS) }}
                />
              </p>
              <p data-testid="proposal-create-locked" data-units={permission.locked.toString()}>
                <FormattedMessage
                  id="proposals.permission.locked"
                  values={{ amount: formatAmount(permission.locked, VOTE_TOKEN_DECIMALS) }}
                />
              </p>
              <Link to="/dao/balance" data-testid="proposal-create-balance-link">
                <FormattedMessage id="proposals.permission.toBalance" />
              </Link>
            </div>
          ) : (
            <CreateForm account={account!} />
          )}
        </WalletGate>
      )}
    </div>
  );
}

function Counter({ value, max, testId }: { value: number; max: number; testId: string }) {
  return (
    <span className={value > max ? styles.error : styles.muted} data-testid={testId} data-count={value}>
      {value}/{max}
    </span>
  );
}

function CreateForm({ account }: { account: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<ActionType>('custom');
  const [ton, setTon] = useState<TonDraft[]>([]);
  const [eth, setEth] = useState<EthDraft[]>([]);
  const [gauge, setGauge] = useState('');
  const [touched, setTouched] = useState(false);
  const candidates = useCandidates(type !== 'custom');
  const action = useProposalAction();
  const [building, setBuilding] = useState(false);
  const actionsCount = type === 'custom' ? ton.length + eth.length : gauge ? 1 : 0;
  const check = checkForm({ title, link, description, actionsCount });
  const fieldError = (name: 'title' | 'link' | 'description') =>
    (touched || (name === 'description' ? description : name === 'title' ? title : link) !== '') &&
    check.errors[name] ? (
      <p className={styles.error} id={`proposal-${name}-error`} data-testid={`proposal-${name}-error`}>
        <FormattedMessage
          id={`proposals.form.error.${check.errors[name]}`}
          values={{ max: name === 'title' ? TITLE_MAX : name === 'link' ? LINK_MAX : DESCRIPTION_MAX }}
        />
      </p>
    ) : null;

  const confirm = useProposalConfirm();
  // the call is built first (the value its actions need), then confirmed with its preview, then sent
  const submit = async () => {
    setTouched(true);
    if (!check.canSubmit || action.busy || building) return;
    setBuilding(true);
    let call: ProposalCall;
    try {
      const c = await chain();
      const tonActions =
        type === 'custom'
          ? ton.map(tonActionOf)
          : [
              {
                target: config.voteEscrow,
                value: CANDIDATE_ACTION_VALUE,
                payload: await c.candidatePayload(config.voteEscrow, candidateMethod(type), gauge),
              },
            ];
      const ethActions = type === 'custom' ? eth.map(ethActionOf) : [];
      call = {
        type: 'create',
        owner: account,
        daoRoot: config.daoRoot,
        ton: tonActions,
        eth: ethActions,
        description: encodeDescription({ title: title.trim(), link: link.trim(), description }),
        value: await c.proposeValue(config.daoRoot, tonActions, ethActions),
      };
    } catch (error) {
      // a failed read of the value: the same failure toast and status as a failed send
      void action.run('create', () => Promise.reject(error));
      return;
    } finally {
      setBuilding(false);
    }
    confirm.ask(call, () => void send(call));
  };
  const send = async (call: ProposalCall) => {
    const { value } = await action.run('create', async () => {
      const c = await chain();
      const sinceLt = await c.lastLt(config.daoRoot);
      return {
        send: () => c.sendProposalWalletCall(call),
        check: () => c.findCreated(config.daoRoot, account, sinceLt),
        wait: EVENT_WAIT,
      };
    });
    if (value !== undefined) void navigate(`/dao/proposals/${value}`);
  };

  return (
    <>
      <form
        className={styles.form}
        data-testid="proposal-create-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className={styles.field}>
          <span className={styles.fieldHead}>
            <FormattedMessage id="proposals.form.title" />
            <Counter value={check.counters.title} max={TITLE_MAX} testId="proposal-title-counter" />
          </span>
          <input
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            aria-invalid={fieldError('title') ? true : undefined}
            data-testid="proposal-title"
          />
          {fieldError('title')}
        </label>
        <label className={styles.field}>
          <span className={styles.fieldHead}>
            <FormattedMessage id="proposals.form.link" />
            <Counter value={check.counters.link} max={LINK_MAX} testId="proposal-link-counter" />
          </span>
          <input
            type="url"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            required
            aria-invalid={fieldError('link') ? true : undefined}
            data-testid="proposal-link"
          />
          {fieldError('link')}
        </label>
        <label className={styles.field}>
          <span className={styles.fieldHead}>
            <FormattedMessage id="proposals.form.description" />
            <Counter value={check.counters.description} max={DESCRIPTION_MAX} testId="proposal-description-counter" />
          </span>
          <textarea
            rows={8}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            aria-invalid={fieldError('description') ? true : undefined}
            data-testid="proposal-description"
          />
          <span className={styles.muted}>
            <FormattedMessage id="proposals.form.markdown" />
          </span>
          {fieldError('description')}
        </label>
        <ActionsEditor
          type={type}
          onType={(t) => {
            setType(t);
            setGauge('');
          }}
          ton={ton}
          eth={eth}
          onTon={setTon}
          onEth={setEth}
          gauge={gauge}
          onGauge={setGauge}
          candidates={candidates.data}
          onCandidatesRetry={candidates.isError ? () => void candidates.refetch() : undefined}
        />
        {touched && check.actions ? (
          <p className={styles.error} data-testid="proposal-actions-error">
            <FormattedMessage id={`proposals.form.error.actions.${check.actions}`} />
          </p>
        ) : null}
        {action.result && action.result.outcome !== 'success' ? (
          <p role="status" data-testid="proposals-result" data-kind={action.result.outcome} data-action="create">
            <FormattedMessage id={`proposals.action.create.${action.result.outcome}`} />
          </p>
        ) : null}
        {/* the form's one primary action, across the form as on the other creation forms */}
        <Button
          type="submit"
          variant="primary"
          disabled={action.busy !== undefined || building || (touched && !check.canSubmit)}
          data-testid="proposal-submit"
          aria-label={intl.formatMessage({ id: 'proposals.form.submit' })}
        >
          {action.busy || building ? <Spinner /> : null}
          <FormattedMessage id="proposals.form.submit" />
        </Button>
      </form>
      {confirm.call ? (
        <Suspense fallback={null}>
          <ConfirmProposalAction confirm={confirm} />
        </Suspense>
      ) : null}
    </>
  );
}
