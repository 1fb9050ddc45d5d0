import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { useWallet } from '@/shared/chain';
import { buttonClass } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useBuilderTokens } from './hooks/useBuilderTokens';
import { listView, searchTokens } from './logic/builderList';
import { ConnectPrompt } from './ui/ConnectPrompt';
import { Field } from './ui/Field';
import { TokenList } from './ui/TokenList';
import styles from './ui/builder.module.css';

function CreateLink({ testId, centered = false }: { testId: string; centered?: boolean }) {
  return (
    <Link
      to="/builder/create"
      className={buttonClass('primary', 'md', centered ? styles.centered : undefined)}
      data-testid={testId}
    >
      <FormattedMessage id="builder.create" />
    </Link>
  );
}

/** `/builder`: the connected wallet's tokens with search, Create, the two empty states and a loader (spec 2). */
export default function BuilderScreen() {
  const intl = useIntl();
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const tokens = useBuilderTokens(owner);
  const [search, setSearch] = useState('');
  const all = tokens.data ?? [];
  const shown = searchTokens(all, search);
  const view = listView({ connected: !!owner, loading: tokens.isPending, all: all.length, shown: shown.length });

  return (
    <div className={styles.page} data-testid="builder-page">
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <FormattedMessage id="builder.title" />
          </h1>
          <p className={styles.subtitle}>
            <FormattedMessage id="builder.subtitle" />
          </p>
        </div>
        <CreateLink testId="builder-create" />
      </header>
      {owner ? (
        <Field
          label={<FormattedMessage id="builder.search.label" />}
          value={search}
          onChange={setSearch}
          placeholder={intl.formatMessage({ id: 'builder.search.placeholder' })}
          type="search"
          testId="builder-search"
        />
      ) : null}
      {view === 'connect' ? <ConnectPrompt status={wallet.status} /> : null}
      {view === 'loading' ? (
        <p role="status" className={styles.note} data-testid="builder-loading">
          <FormattedMessage id="builder.loading" />
        </p>
      ) : null}
      {view === 'empty' ? (
        <>
          <EmptyState
            testId="builder-empty"
            title={<FormattedMessage id="builder.empty.title" />}
            note={<FormattedMessage id="builder.empty.note" />}
          />
          <CreateLink testId="builder-empty-create" centered />
        </>
      ) : null}
      {view === 'noResults' ? (
        <>
          <EmptyState
            testId="builder-no-results"
            title={<FormattedMessage id="builder.noResults.title" />}
            note={<FormattedMessage id="builder.noResults.note" />}
          />
          <CreateLink testId="builder-no-results-create" centered />
        </>
      ) : null}
      {view === 'list' ? <TokenList tokens={shown} /> : null}
    </div>
  );
}
