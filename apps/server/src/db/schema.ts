import type { AccountTables } from '../modules/account/account.tables.js';
import type { SessionTables } from '../modules/session/session.tables.js';
import type { OperationTables } from '../modules/operation/operation.tables.js';
import type { SmsTables } from '../modules/sms/sms.tables.js';
import type { PaymentsTables } from '../modules/payments/payments.tables.js';
import type { ResponsibleGamblingTables } from '../modules/responsible-gambling/responsible-gambling.tables.js';
import type { AdminTables } from '../modules/admin/admin.tables.js';
import type { ModerationTables } from '../modules/moderation/moderation.tables.js';
import type { LiveTables } from '../modules/live/live.tables.js';
import type { LiveGiftsTables } from '../modules/live-gifts/live-gifts.tables.js';
import type { LiveChatTables } from '../modules/live-chat/live-chat.tables.js';
import type { LiveRoomsTables } from '../modules/live-rooms/live-rooms.tables.js';
import type { PresenterTables } from '../modules/presenter/presenter.tables.js';
import type { WalletTables } from '../modules/wallet/wallet.tables.js';
import type { SportsPlatformTables } from '../modules/sports-platform/sports-platform.tables.js';
import type { GameWalletTables } from '../modules/game-wallet/game-wallet.tables.js';

/**
 * The app server's database: each module declares its own tables in `<module>.tables.ts`
 * (snake_case columns, camelCase through CamelCasePlugin); this composes them.
 */
export interface Database
  extends
    AccountTables,
    SessionTables,
    OperationTables,
    SmsTables,
    PaymentsTables,
    ResponsibleGamblingTables,
    AdminTables,
    ModerationTables,
    LiveTables,
    LiveGiftsTables,
    LiveChatTables,
    LiveRoomsTables,
    PresenterTables,
    WalletTables,
    SportsPlatformTables,
    GameWalletTables {}
