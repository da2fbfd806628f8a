// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { CAST, columnOf } from './recordColumns';
import { makeTestApp } from '../../tests/support/testApp';
import { RECORD_KINDS, fieldsOf, recordOf, type FieldType } from '../../src/domain/kinds';

/** The column type each field type is stored in (information_schema's names). */
const STORED_AS: Record<FieldType, string> = {
  text: 'text',
  html: 'text',
  image: 'text',
  int: 'integer',
  bool: 'boolean',
  time: 'timestamp with time zone',
  texts: 'jsonb',
  json: 'jsonb',
};

describe('each record kind of src/domain/kinds.ts, in the migrated schema', () => {
  let app: App;
  beforeAll(async () => {
    app = await makeTestApp();
  });
  afterAll(() => app.close());

  const columnsOf = async (table: string) =>
    new Map(
      (
        await app.db.query<{ column_name: string; data_type: string }>(
          `SELECT column_name, data_type FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1`,
          [table],
        )
      ).map((column) => [column.column_name, column.data_type]),
    );

  for (const kind of RECORD_KINDS) {
    it(`${kind}: has its table, a column of its type for each field, and the record's columns`, async () => {
      const columns = await columnsOf(recordOf(kind).table);
      const wanted = Object.fromEntries([
        ...fieldsOf(kind).map(([field, type]) => [columnOf(field), STORED_AS[type]]),
        ['id', 'text'],
        ['version', 'integer'],
        ['created_at', 'timestamp with time zone'],
        // Only a kind whose writes are dated has one (codes are dated by their creation).
        ...(recordOf(kind).dated ? [['updated_at', 'timestamp with time zone']] : []),
        ['deleted_at', 'timestamp with time zone'],
        ['deleted_by', 'text'],
      ]);
      expect(
        Object.fromEntries(Object.keys(wanted).map((name) => [name, columns.get(name)])),
      ).toEqual(wanted);
    });
  }

  it('casts each field type to the type it is stored in', () => {
    for (const [type, stored] of Object.entries(STORED_AS)) {
      expect(CAST[type as FieldType]).toBe(
        `::${stored === 'timestamp with time zone' ? 'timestamptz' : stored}`,
      );
    }
  });
});
