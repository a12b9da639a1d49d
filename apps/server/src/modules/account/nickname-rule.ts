import { messageFor, type MessageKey, type Role } from '@matchday/contract';
import { imitatedRole, stripBidiControls } from '@matchday/core';
import { AppError } from '../../http/app-error.js';

/** A field issue in the registrar's shape (`validationFailed`, the field named), in the caller's language. */
function refuse(key: MessageKey, lang: string): never {
  const path = 'body.nickName';
  const message = messageFor(key, lang);
  throw new AppError(
    'validationFailed',
    { text: `${path}: ${message}` },
    { issues: [{ path, message, code: 'custom' }] },
  );
}

/**
 * A nickname as it will be stored and shown (issue 17 #9): bidirectional controls removed, then
 * trimmed, still 1 character or more. It may not imitate a role its owner does not hold: members no
 * staff or anchor names ("Anchor 01", "admin", "客服", "Quản trị"), anchors no staff names; super
 * admins may name themselves as they like (core `imitatedRole`).
 */
export function acceptedNickName(raw: string, role: Role, lang: string): string {
  const nickName = stripBidiControls(raw).trim();
  if (nickName.length === 0) refuse('validation.nickName.length', lang);
  const imitated = role === 'admin' ? undefined : imitatedRole(nickName);
  if (imitated === 'staff' || (imitated === 'anchor' && role === 'member'))
    refuse('validation.nickName.roleLike', lang);
  return nickName;
}
