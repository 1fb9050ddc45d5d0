/**
 * Answer schemas of the governance API and of the gauges the proposals name, imported dynamically by proposalsApi.ts. Named imports (not the package's
 * whole namespace) let the bundler keep only these schemas in the chunk the proposal screens load.
 */
export {
  governanceProposalsRoute,
  governanceVoterCountsRoute,
  governanceVoterProposalsRoute,
  governanceVotesRoute,
  gaugesRoute,
} from '@tycho/api';
