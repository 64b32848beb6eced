import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNED_STATES } from './owned-states';
import { findStrayWrites, serverProgram } from './state-owners';

// One owner for each state (issue 34 item 2): the compiler-based check finds a write of an owned
// table or column outside its owner whatever form it takes, and the server has none.

const root = path.resolve(import.meta.dirname, '../../..');
const schemaFile = (f: string) => f.startsWith('apps/server/src/db/schema/');
const FIXTURES = 'apps/server/src/modules/zz-fixture/';

/**
 * One program over made-up source files (name → code) that import the real schema: building it
 * loads drizzle's types once, so every case shares it.
 */
function fixtureProgram(files: Record<string, string>): ts.Program {
  const byPath = new Map(
    Object.entries(files).map(([name, code]) => [path.join(root, FIXTURES, name), code]),
  );
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, version, onError, create) => {
    const code = byPath.get(path.resolve(name));
    return code === undefined
      ? getSourceFile(name, version, onError, create)
      : ts.createSourceFile(name, code, version);
  };
  const fileExists = host.fileExists;
  host.fileExists = (name) => byPath.has(path.resolve(name)) || fileExists(name);
  return ts.createProgram({ rootNames: [...byPath.keys()], options, host });
}

/** The stray writes found in each fixture file, by its name. */
function strayWritesByFile(program: ts.Program, owned = OWNED_STATES) {
  const found = new Map<string, string[]>();
  for (const w of findStrayWrites({
    program,
    root,
    owned,
    isSchemaFile: schemaFile,
    isCheckedFile: (f) => f.startsWith(FIXTURES),
  })) {
    const name = w.file.slice(FIXTURES.length);
    found.set(name, [...(found.get(name) ?? []), `${w.table} ${w.what}`]);
  }
  return found;
}

const HEAD = `
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';
import { orders as o } from '../../db/schema/orders';
import { incomeEntries } from '../../db/schema/income';
import { paymentRefunds } from '../../db/schema/refunds';
import { messageOutbox } from '../../db/schema/messages';
import { bayBookings } from '../../db/schema/orders';
import { warrantyClaims } from '../../db/schema/warranty';
declare const tx: Tx;
declare const status: number;
`;

describe('the state-owner check finds a write outside the owner', () => {
  const cases: [string, string][] = [
    ['a status in a set object', 'tx.update(orders).set({ status: 99 });'],
    ['a bay booking outside its owner', 'tx.delete(bayBookings);'],
    [
      'a claim moved outside the warranty repository',
      "tx.update(warrantyClaims).set({ state: 'accepted' });",
    ],
    ['a shorthand { status }', 'tx.update(orders).set({ status });'],
    ['an aliased import of the table', 'tx.update(o).set({ status: 99 });'],
    ['a local alias of the table', 'const t = orders;\ntx.update(t).set({ status: 99 });'],
    [
      'a patch object typed as the table’s insert',
      'const patch: Partial<typeof orders.$inferInsert> = {};\ntx.update(orders).set(patch);',
    ],
    [
      'a spread of changes',
      "const changes = { status: 3, carrier: 'x' };\ntx.update(orders).set({ ...changes });",
    ],
    ['a computed key', "tx.update(orders).set({ ['status']: 99 });"],
    [
      'an insert with the column',
      "tx.insert(payments).values({ status: 'paid' } as never as typeof payments.$inferInsert);",
    ],
    [
      'an upsert’s set',
      "tx.insert(payments).values([]).onConflictDoUpdate({ target: payments.id, set: { status: 'paid' } });",
    ],
    [
      'the table interpolated into SQL',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own template literal
      'tx.execute(sql`update ${orders} set status = 99 where id = 1`);',
    ],
    [
      'the table named in SQL text, with an alias',
      'tx.execute(sql`update orders o set "status" = 99 where o.id = 1`);',
    ],
    [
      'SQL text in a plain string',
      "sql.raw('insert into payments (order_id, status) values (1, 2)');",
    ],
    ['any write of a wholly owned table', 'tx.delete(incomeEntries);'],
    ['a refund opened outside its owner', 'tx.insert(paymentRefunds).values([] as never);'],
    [
      "a message's delivery state outside the worker",
      "tx.update(messageOutbox).set({ state: 'sent' });",
    ],
  ];
  const files: Record<string, string> = Object.fromEntries(
    cases.map(([, code], i) => [`case-${i}.ts`, HEAD + code]),
  );
  files['reads.ts'] = `${HEAD}${[
    "tx.update(orders).set({ taxInvoiceNo: 'x' });",
    'tx.select().from(orders);',
    'tx.execute(sql`update orders set carrier = 1 where status = 3`);',
    'tx.execute(sql`select status from payments`);',
    "tx.update(paymentRefunds).set({ providerResultCode: '00' });",
    // A new message as the outbox door writes it: only its event, recipient and data.
    "tx.insert(messageOutbox).values({ eventKey: 'e', kind: 'new_order', recipientKind: 'staff', recipientId: 1 });",
  ].join('\n')}`;
  files['owner.ts'] = `${HEAD}tx.update(orders).set({ status: 99 });`;
  let program: ts.Program;
  let found: Map<string, string[]>;
  beforeAll(() => {
    program = fixtureProgram(files);
    found = strayWritesByFile(program);
  }, 180_000);

  cases.forEach(([name], i) => {
    it(name, () => {
      expect(found.get(`case-${i}.ts`) ?? []).not.toEqual([]);
    });
  });

  it('leaves alone what is not an owned write', () => {
    expect(found.get('reads.ts')).toBeUndefined();
  });

  it('lets the owner write', () => {
    const owned = [{ table: 'orders', columns: ['status'], owners: [`${FIXTURES}owner.ts`] }];
    expect(found.get('owner.ts')).not.toBeUndefined();
    expect(strayWritesByFile(program, owned).get('owner.ts')).toBeUndefined();
  });
});

describe('every owned state of the server is written by its owner only', () => {
  it('no server source writes an owned table or column outside its owner', () => {
    const stray = findStrayWrites({
      program: serverProgram(root),
      root,
      owned: OWNED_STATES,
      isSchemaFile: schemaFile,
      isCheckedFile: (f) =>
        f.startsWith('apps/server/src/') &&
        !schemaFile(f) &&
        // Demo data is written once by the seed script, never by the running server.
        !f.startsWith('apps/server/src/db/seed/'),
    }).map((w) => `${w.file}:${w.line} ${w.table} ${w.what}`);
    expect(stray).toEqual([]);
  }, 180_000);
});
