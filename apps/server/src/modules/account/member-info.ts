import type { MemberInfo } from '@matchday/contract';
import { currencyIdOf, maskNumber } from '@matchday/core';
import { AppError } from '../../http/app-error.js';
import type { AccountRepository } from './account.repository.js';

/** The member info of spec §3 as every account call answers it: phone masked, menu order attached. */
export function createMemberInfo(repo: AccountRepository, menuOrder: () => Promise<string[]>) {
  return async (userId: number): Promise<MemberInfo> => {
    const user = await repo.findById(userId);
    if (!user) throw new AppError('notFound');
    const order = await menuOrder();
    return {
      id: user.id,
      userName: user.userName,
      nickName: user.nickName,
      avatarId: user.avatarId,
      vipLevel: user.vipLevel,
      role: user.role,
      regCurrency: user.regCurrency,
      currencyId: currencyIdOf(user.regCurrency),
      mobile: user.mobile ? maskNumber(user.mobile) : null,
      mobileArea: user.mobileArea,
      menuOrder: order,
      gameOrder: order,
    };
  };
}
