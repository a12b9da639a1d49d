import { languageStaticList } from './language.js';
import { matchGetList, matchGetMatchDetail, matchStatistical } from './match.js';

/** Every `/v1` call declared so far; paths are unique (tested). */
export const sportsCalls = [matchGetList, matchStatistical, matchGetMatchDetail, languageStaticList] as const;
