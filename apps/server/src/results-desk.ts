// The port is declared in the contract; this name stays until the sports-platform module takes the seam.
export type { ResultsDesk } from '@matchday/contract';
