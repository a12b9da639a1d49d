/** Query keys of the member's responsible-gambling controls, set in the member centre and read by the reality check (house rule 2). */
export const gamblingKeys = {
  root: ['gamblingControls'] as const,
  controls: () => [...gamblingKeys.root, 'controls'] as const,
};
