/** Query keys of the bet slip (house rule 2); prices themselves stay out of the cache. */
export const betSlipKeys = {
  root: ['betSlip'] as const,
  reserveParameter: (matchId: number, marketId: number, optionType: number) =>
    [...betSlipKeys.root, 'reserveParameter', matchId, marketId, optionType] as const,
};
