import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Nicknames are stored without bidirectional controls from now on (issue 17 #9: a right-to-left
 * override in a name reorders every line and announcement it heads); this removes them from the
 * names stored before. The characters are written out here, not imported: a migration must do the
 * same whatever the code says later. Not undone: the removed characters are not kept.
 */
const BIDI_CONTROLS = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

export async function up(db: Kysely<any>): Promise<void> {
  const cleaned = BIDI_CONTROLS.reduce<RawBuilder<string>>(
    (text, c) => sql`replace(${text}, ${c}, '')`,
    sql`nick_name`,
  );
  await sql`update users set nick_name = ${cleaned} where nick_name is not null and nick_name <> ${cleaned}`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
