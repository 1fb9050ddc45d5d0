import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { jsCoreDao, jsCoreGauges, jsCoreQubeDao } from './answers';
import type { Plain } from './fit';
import type { Dao, Gauges, QubeDao } from './reference';

type Out<S extends z.ZodType> = z.output<S>;
/** `T` with the keys of `U` replaced: a deliberate difference, pinned. */
type Override<T, U> = Flat<Omit<T, keyof U> & U>;
type Flat<T> = { [K in keyof T]: T[K] };

/** Each runtime schema of answers.ts is exactly js-core's type, but for the commented exceptions. */
describe('js-core answer schemas match their types', () => {
  it('gauges', () => {
    expectTypeOf<Out<typeof jsCoreGauges.gauges>>().toEqualTypeOf<Plain<Gauges.GaugesResponse>>();
    expectTypeOf<Out<typeof jsCoreGauges.gauge>>().toEqualTypeOf<Plain<Gauges.GaugeDetailsReResponse>>();
    expectTypeOf<Out<typeof jsCoreGauges.gaugesByUserAddress>>().toEqualTypeOf<
      Plain<Gauges.GaugesByUserAddressResponse>
    >();
    expectTypeOf<Out<typeof jsCoreGauges.gaugesBatch>>().toEqualTypeOf<Plain<Gauges.GaugeBatchResponse>>();
    expectTypeOf<Out<typeof jsCoreGauges.transactions>>().toEqualTypeOf<Plain<Gauges.GaugeTransactionsResponse>>();
    expectTypeOf<Out<typeof jsCoreGauges.graph>>().toEqualTypeOf<Plain<Gauges.GaugeGraphResponse>>();
    // exception: an open round has no end and no budget yet (null)
    type Round = Override<
      Plain<Gauges.GaugeRewardRoundResponse>,
      {
        endDate: number | null;
        rewardTokens: Override<Plain<Gauges.GaugeRewardRoundToken>, { budget: string | null }>[];
      }
    >;
    expectTypeOf<Out<typeof jsCoreGauges.rewardRounds>['rewardTokens'][number]>().toEqualTypeOf<Round>();
    expectTypeOf<Omit<Out<typeof jsCoreGauges.rewardRounds>, 'rewardTokens'>>().toEqualTypeOf<
      Omit<Plain<Gauges.GaugeRewardRoundsResponse>, 'rewardTokens'>
    >();
  });

  it('QUBE DAO', () => {
    expectTypeOf<Out<typeof jsCoreQubeDao.balance>>().toEqualTypeOf<Plain<QubeDao.QubeDaoBalanceResponse>>();
    expectTypeOf<Out<typeof jsCoreQubeDao.balancesSearch>>().toEqualTypeOf<Plain<QubeDao.QubeDaoBalancesResponse>>();
    expectTypeOf<Out<typeof jsCoreQubeDao.balancesStatsSearch>>().toEqualTypeOf<
      Plain<QubeDao.QubeDaoBalancesStatsResponse>
    >();
    expectTypeOf<Out<typeof jsCoreQubeDao.depositsSearch>>().toEqualTypeOf<Plain<QubeDao.QubeDaoDepositsResponse>>();
    expectTypeOf<Out<typeof jsCoreQubeDao.depositsStatsSearch>>().toEqualTypeOf<
      Plain<QubeDao.QubeDaoDepositsStatsResponse>
    >();
    expectTypeOf<Out<typeof jsCoreQubeDao.epochsLast>>().toEqualTypeOf<Plain<QubeDao.QubeDaoEpochResponse>>();
    expectTypeOf<Out<typeof jsCoreQubeDao.epochsSearch>>().toEqualTypeOf<Plain<QubeDao.QubeDaoEpochsResponse>>();
    expectTypeOf<Out<typeof jsCoreQubeDao.epochsDistributionsSearch>>().toEqualTypeOf<
      Plain<QubeDao.QubeDaoEpochDistributionsResponse>
    >();
    expectTypeOf<Out<typeof jsCoreQubeDao.epochsVotesSearch>>().toEqualTypeOf<
      Plain<QubeDao.QubeDaoEpochVotesResponse>
    >();
    expectTypeOf<Out<typeof jsCoreQubeDao.epochsVotesSum>>().toEqualTypeOf<
      Plain<QubeDao.QubeDaoEpochVotesSumResponse[]>
    >();
    expectTypeOf<Out<typeof jsCoreQubeDao.mainPage>>().toEqualTypeOf<Plain<QubeDao.QubeDaoMainPageResponse>>();
    expectTypeOf<Out<typeof jsCoreQubeDao.transactionsSearch>>().toEqualTypeOf<
      Plain<QubeDao.QubeDaoTransactionsResponse>
    >();
    expectTypeOf<Out<typeof jsCoreQubeDao.whitelistSearch>>().toEqualTypeOf<Plain<QubeDao.QubeDaoWhitelistResponse>>();
  });

  it('governance', () => {
    // exception: unset times are null where js-core leaves the key out
    type Proposal = Override<
      Plain<Dao.DaoProposalResponse>,
      {
        canceledAt?: number | null;
        executedAt?: number | null;
        executionTime?: number | null;
        queuedAt?: number | null;
      }
    >;
    expectTypeOf<Out<typeof jsCoreDao.proposalsSearch>['proposals'][number]>().toEqualTypeOf<Proposal>();
    expectTypeOf<Omit<Out<typeof jsCoreDao.proposalsSearch>, 'proposals'>>().toEqualTypeOf<
      Omit<Plain<Dao.DaoProposalsResponse>, 'proposals'>
    >();
    expectTypeOf<Out<typeof jsCoreDao.votesSearch>>().toEqualTypeOf<Plain<Dao.DaoVotesResponse>>();
    expectTypeOf<Out<typeof jsCoreDao.votersSearch>['proposalWithVotes'][number]>().toEqualTypeOf<{
      proposal: Proposal;
      vote: Plain<Dao.DaoVoteResponse>;
    }>();
  });
});
