import type { Generated } from 'kysely';

/** A member, anchor or super admin; the account repository is its one writer. */
export interface UsersTable {
  id: Generated<number>;
  userName: string;
  passwordHash: string;
  role: 'member' | 'anchor' | 'admin';
  nickName: string | null;
  avatarId: number;
  vipLevel: number;
  regCurrency: string;
  mobile: string | null;
  mobileArea: string | null;
  /** 1 active, 2 banned. */
  status: number;
  /** The invite and referral codes the member registered with. */
  inviteCode: string | null;
  referCode: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface MemberDevicesTable {
  id: Generated<number>;
  userId: number;
  deviceId: string;
  clientType: string;
  firstSeenAt: number;
  lastSeenAt: number;
  /** Null while a new device waits for its SMS check. */
  verifiedAt: number | null;
}

/** Members, anchors and super admins, and the devices they log in from: this module's part of the app's `Database` (db/schema.ts). */
export interface AccountTables {
  users: UsersTable;
  memberDevices: MemberDevicesTable;
}
