import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { GamesDatabaseConfig } from './database.js';

export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** False when PostgreSQL is asked for but TEST_DATABASE_URL is not set. */
  available: boolean;
  /** A fresh database (PostgreSQL: a schema of its own, so the other services' tables never meet ours). */
  create(): Promise<GamesDatabaseConfig>;
  /** Drops what `create` made. */
  drop(): Promise<void>;
}

/**
 * Removes a test's data directory; the WAL checkpointer's worker lets go of a closed file a moment
 * later (its `remove` message is async), so a busy machine gets a few tries before the temp dir is left.
 */
async function removeDir(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}

async function withPg(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** SQLite in a temp dir always; PostgreSQL on TEST_DATABASE_URL when set. */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  const schemas: string[] = [];
  const dirs: string[] = [];
  return [
    {
      name: 'SQLite',
      available: true,
      async create() {
        const dataDir = mkdtempSync(join(tmpdir(), 'games-db-'));
        dirs.push(dataDir);
        return { dataDir };
      },
      async drop() {
        for (const dir of dirs.splice(0)) await removeDir(dir);
      },
    },
    {
      name: 'PostgreSQL',
      available: Boolean(url),
      async create() {
        if (!url) throw new Error('TEST_DATABASE_URL is not set');
        const schema = `games_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
        await withPg(url, `create schema ${schema}`);
        schemas.push(schema);
        return { url, schema };
      },
      async drop() {
        if (!url) return;
        for (const schema of schemas.splice(0)) await withPg(url, `drop schema ${schema} cascade`);
      },
    },
  ];
}
