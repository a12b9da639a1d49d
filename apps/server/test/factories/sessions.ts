import type { FastifyInstance } from 'fastify';

/** Opens a real session for a seeded demo user and returns its token. */
export async function sessionFor(app: FastifyInstance, userName: 'member01' | 'anchor01' | 'admin01'): Promise<string> {
  const user = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow();
  const { token } = await app.services.sessions.open(user.id, 'PC-UNK-0-000000-00000000');
  return token;
}

/** A session row that expired an hour ago. */
export async function expiredSessionFor(app: FastifyInstance, userName: string): Promise<string> {
  const user = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow();
  const { token, sessionId } = await app.services.sessions.open(user.id, null);
  await app.services.db
    .updateTable('sessions')
    .set({ expiresAt: Date.now() - 3600_000 })
    .where('id', '=', sessionId)
    .execute();
  return token;
}
