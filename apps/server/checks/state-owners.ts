import path from 'node:path';
import ts from 'typescript';

// One owner for each state (issue 34 item 2, decision 0158): finds every write to an owned table
// or column outside the files that own it, with TypeScript's compiler and type checker rather
// than a text search, so an aliased import, a local alias, a shorthand `{ status }`, a patch
// object, a spread or a table interpolated into SQL are all seen.

/** A state and the only files that may write it (paths from the repository's root). */
export type OwnedState = {
  /** The table's export name in apps/server/src/db/schema. */
  table: string;
  /** Its owned columns by property name; none: every write of the table (insert, update, delete). */
  columns?: readonly string[];
  /** With `columns`: creating and deleting rows is the owner's too (an insert of any column). */
  rows?: boolean;
  owners: readonly string[];
  /** Files that may create rows carrying the owned columns (an insert), but never change them. */
  createdBy?: readonly string[];
};

export type StrayWrite = { file: string; line: number; table: string; what: string };

type TableInfo = { name: string; sqlName: string; columns: Map<string, string> };

const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The tables of the schema files: export name → SQL name and column names. */
function readTables(checker: ts.TypeChecker, files: readonly ts.SourceFile[]) {
  const bySymbol = new Map<ts.Symbol, TableInfo>();
  const bySqlName = new Map<string, TableInfo>();
  for (const file of files) {
    file.forEachChild(function visit(node) {
      if (!ts.isVariableStatement(node)) return;
      for (const d of node.declarationList.declarations) {
        const init = d.initializer;
        if (!ts.isIdentifier(d.name) || !init || !ts.isCallExpression(init)) continue;
        if (!ts.isIdentifier(init.expression) || init.expression.text !== 'pgTable') continue;
        const [nameArg, colsArg] = init.arguments;
        if (!nameArg || !ts.isStringLiteral(nameArg) || !colsArg) continue;
        const columns = new Map<string, string>();
        if (ts.isObjectLiteralExpression(colsArg)) {
          for (const p of colsArg.properties) {
            if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
            columns.set(p.name.text, columnSqlName(p.name.text, p.initializer));
          }
        }
        const info = { name: d.name.text, sqlName: nameArg.text, columns };
        const symbol = checker.getSymbolAtLocation(d.name);
        if (symbol) bySymbol.set(symbol, info);
        bySqlName.set(info.sqlName, info);
      }
    });
  }
  return { bySymbol, bySqlName };
}

/** `integer('qty')…` names its column; `integer()…` takes the property's snake_case. */
function columnSqlName(prop: string, init: ts.Expression): string {
  let e: ts.Expression = init;
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    e = e.expression.expression;
  }
  if (ts.isCallExpression(e)) {
    const [first] = e.arguments;
    if (first && ts.isStringLiteral(first)) return first.text;
  }
  return snakeCase(prop);
}

/** The table an expression names: through import aliases and `const t = orders`. */
function tableOf(
  checker: ts.TypeChecker,
  tables: Map<ts.Symbol, TableInfo>,
  expr: ts.Expression,
): TableInfo | undefined {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) {
    e = e.expression;
  }
  if (!ts.isIdentifier(e) && !ts.isPropertyAccessExpression(e)) return undefined;
  let symbol = checker.getSymbolAtLocation(e);
  for (let hops = 0; symbol && hops < 8; hops++) {
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const found = tables.get(symbol);
    if (found) return found;
    const decl = symbol.valueDeclaration;
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) {
      const next = decl.initializer;
      if (ts.isIdentifier(next) || ts.isPropertyAccessExpression(next)) {
        symbol = checker.getSymbolAtLocation(next);
        continue;
      }
    }
    return undefined;
  }
  return undefined;
}

/** The property names an object argument may carry, from its type (spreads, patches, arrays). */
function propertiesOf(checker: ts.TypeChecker, expr: ts.Expression): Set<string> | 'unknown' {
  let type = checker.getTypeAtLocation(expr);
  if (checker.isArrayType(type))
    type = checker.getTypeArguments(type as ts.TypeReference)[0] ?? type;
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'unknown';
  const names = new Set<string>();
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    for (const p of checker.getPropertiesOfType(part)) names.add(p.name);
  }
  return names;
}

/** The argument of the next `.method(arg)` in a call chain starting at `call`. */
function chainedArgument(call: ts.CallExpression, method: string): ts.Expression | undefined {
  let node: ts.Node = call;
  for (let hops = 0; hops < 12; hops++) {
    const parent = node.parent;
    if (!parent || !ts.isPropertyAccessExpression(parent) || parent.expression !== node) return;
    const next = parent.parent;
    if (!next || !ts.isCallExpression(next) || next.expression !== parent) return;
    if (parent.name.text === method) return next.arguments[0];
    node = next;
  }
  return undefined;
}

/** The `set` object of an `.onConflictDoUpdate({ set })` in the chain, if any. */
function conflictSet(call: ts.CallExpression): ts.Expression | undefined {
  const arg = chainedArgument(call, 'onConflictDoUpdate');
  if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
  for (const p of arg.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'set') {
      return p.initializer;
    }
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === 'set') return p.name;
  }
  return undefined;
}

/** A template or string's SQL text, each interpolated table written as its SQL name. */
function sqlTextOf(
  checker: ts.TypeChecker,
  tables: Map<ts.Symbol, TableInfo>,
  node: ts.TemplateLiteral | ts.StringLiteral,
): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    text += tableOf(checker, tables, span.expression)?.sqlName ?? ' ?param? ';
    text += span.literal.text;
  }
  return text;
}

const WORD = '"?([a-z_][a-z0-9_]*)"?';
const UPDATE = new RegExp(
  `\\bupdate\\s+(?:only\\s+)?(?:public\\.)?${WORD}(?:\\s+(?:as\\s+)?(?!set\\b)([a-z_][a-z0-9_]*))?\\s+set\\s+([\\s\\S]*?)(?=\\bwhere\\b|\\bfrom\\b|\\breturning\\b|$)`,
  'gi',
);
const INSERT = new RegExp(
  `\\binsert\\s+into\\s+(?:public\\.)?${WORD}(?:\\s+(?:as\\s+)?[a-z_][a-z0-9_]*)?\\s*(\\(([^)]*)\\))?`,
  'gi',
);
const DELETE = new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?(?:public\\.)?${WORD}`, 'gi');

/** The owned writes an SQL text makes: `update … set col =`, `insert into … (col)`, `delete from`. */
type Owned = { columns: Set<string>; rows: boolean } | 'all' | undefined;

function sqlWrites(
  text: string,
  bySqlName: Map<string, TableInfo>,
  ownedColumns: (table: TableInfo, isInsert?: boolean) => Owned,
): { table: TableInfo; what: string }[] {
  const found: { table: TableInfo; what: string }[] = [];
  for (const m of text.matchAll(UPDATE)) {
    const table = bySqlName.get((m[1] ?? '').toLowerCase());
    const owned = table && ownedColumns(table);
    if (!table || !owned) continue;
    if (owned === 'all') {
      found.push({ table, what: 'update (SQL)' });
      continue;
    }
    const setClause = (m[3] ?? '').toLowerCase();
    const unreadable = setClause.includes('?param?') && !/=/.test(setClause);
    for (const col of owned.columns) {
      if (new RegExp(`(^|[\\s,.("])"?${col}"?\\s*=`).test(setClause) || unreadable) {
        found.push({ table, what: `update … set ${col} (SQL)` });
      }
    }
  }
  for (const m of text.matchAll(INSERT)) {
    const table = bySqlName.get((m[1] ?? '').toLowerCase());
    const owned = table && ownedColumns(table, true);
    if (!table || !owned) continue;
    if (owned === 'all' || owned.rows || m[2] === undefined) {
      found.push({ table, what: 'insert (SQL)' });
      continue;
    }
    const list = (m[3] ?? '')
      .toLowerCase()
      .split(',')
      .map((c) => c.trim().replace(/"/g, ''));
    for (const col of owned.columns) {
      if (list.includes(col)) found.push({ table, what: `insert ${col} (SQL)` });
    }
  }
  for (const m of text.matchAll(DELETE)) {
    const table = bySqlName.get((m[1] ?? '').toLowerCase());
    const owned = table && ownedColumns(table);
    if (table && owned && (owned === 'all' || owned.rows)) {
      found.push({ table, what: 'delete (SQL)' });
    }
  }
  return found;
}

export type CheckInput = {
  program: ts.Program;
  root: string;
  owned: readonly OwnedState[];
  /** Files where tables are declared (their pgTable calls are read). */
  isSchemaFile: (relative: string) => boolean;
  /** Files to look into for writes. */
  isCheckedFile: (relative: string) => boolean;
};

export function findStrayWrites(input: CheckInput): StrayWrite[] {
  const { program, root, owned } = input;
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((f) => !f.isDeclarationFile);
  const rel = (f: ts.SourceFile) => path.relative(root, f.fileName).split(path.sep).join('/');
  const { bySymbol, bySqlName } = readTables(
    checker,
    sources.filter((f) => input.isSchemaFile(rel(f))),
  );
  const rules = new Map<string, OwnedState[]>();
  for (const o of owned) {
    if (![...bySymbol.values()].some((t) => t.name === o.table)) {
      throw new Error(`owned table ${o.table} is not declared in the schema`);
    }
    rules.set(o.table, [...(rules.get(o.table) ?? []), o]);
  }

  const stray: StrayWrite[] = [];
  for (const file of sources) {
    const relative = rel(file);
    if (!input.isCheckedFile(relative)) continue;
    const ownedColumns = (table: TableInfo, isInsert = false): Owned => {
      const own = (rules.get(table.name) ?? []).filter(
        (o) => !o.owners.includes(relative) && !(isInsert && o.createdBy?.includes(relative)),
      );
      if (own.length === 0) return undefined;
      if (own.some((o) => o.columns === undefined)) return 'all';
      return {
        columns: new Set(
          own.flatMap((o) => (o.columns ?? []).map((c) => table.columns.get(c) ?? c)),
        ),
        rows: own.some((o) => o.rows === true),
      };
    };
    const report = (node: ts.Node, table: TableInfo, what: string) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      stray.push({ file: relative, line: line + 1, table: table.name, what });
    };

    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['update', 'insert', 'delete'].includes(node.expression.name.text) &&
        node.arguments.length === 1
      ) {
        const verb = node.expression.name.text;
        const table = tableOf(checker, bySymbol, node.arguments[0] as ts.Expression);
        const columns = table && ownedColumns(table, verb === 'insert');
        if (table && columns) {
          if (columns === 'all' || (columns.rows && verb !== 'update')) {
            report(node, table, `${verb}(${table.name})`);
          } else if (verb !== 'delete') {
            const args = [
              chainedArgument(node, verb === 'update' ? 'set' : 'values'),
              verb === 'insert' ? conflictSet(node) : undefined,
            ].filter((a): a is ts.Expression => a !== undefined);
            for (const arg of args) {
              const props = propertiesOf(checker, arg);
              for (const [prop, sqlName] of table.columns) {
                if (!columns.columns.has(sqlName)) continue;
                if (props === 'unknown' || props.has(prop)) {
                  report(arg, table, `${verb}(${table.name}) … ${prop}`);
                }
              }
            }
          }
        }
      }
      if (
        ts.isTemplateExpression(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isStringLiteral(node)
      ) {
        for (const w of sqlWrites(sqlTextOf(checker, bySymbol, node), bySqlName, ownedColumns)) {
          report(node, w.table, w.what);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return stray;
}

/** A program over the server's sources, as `tsc -p apps/server` compiles them. */
export function serverProgram(root: string): ts.Program {
  const configPath = path.join(root, 'apps/server/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/server/tsconfig.json not read');
  const rootNames = config.fileNames.filter(
    (f) => f.includes(`${path.sep}src${path.sep}`) && !/\.test\.ts$/.test(f),
  );
  return ts.createProgram({ rootNames, options: { ...config.options, noEmit: true } });
}
