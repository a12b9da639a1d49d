// The port is declared in the contract; this name stays until the sports-platform module takes the seam.
export {
  feedLanguageOf,
  marketLinesOf,
  scoreTexts,
  type FeedMarketLine,
  type FeedMatch,
  type FeedMatchDetail,
  type FeedOption,
  type SportsFeedReader,
} from '@matchday/contract';
