import { Parser } from 'node-sql-parser';
import { AppError } from '../../../core/errors/app-error';
import type { ParamValue } from './report-params';

/**
 * Tables a SQL dataset may read (anchored; node-sql-parser reads whitelist entries as regular expressions):
 * examination facts and departments, never accounts, credentials, sessions or settings.
 */
export const SQL_DATASET_TABLES = [
  'blade_dept',
  'exam_examination',
  'exam_examination_dept',
  'exam_examination_user',
  'exam_attempt',
  'exam_test_paper',
  'exam_paper_section',
  'exam_question_bank',
  'exam_subject',
  'exam_grade_change',
] as const;

const WHITE_LIST = SQL_DATASET_TABLES.map((table) => `^select::(null|[a-z0-9_]+)::${table}$`);

/**
 * Functions a report has no business calling, refused by name whatever the grants: reading or writing server files
 * (LOAD_FILE, SQLite's readfile/writefile/load_extension), holding the server (SLEEP, BENCHMARK, locks, replication waits) or
 * running commands (UDFs such as sys_exec). System variables (`@@datadir`, `@@version_compile_os`) are refused too.
 */
const REFUSED_FUNCTIONS = [
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_free_lock',
  'is_used_lock',
  'master_pos_wait',
  'master_gtid_wait',
  'source_pos_wait',
  'sys_exec',
  'sys_eval',
  'load_extension',
  'readfile',
  'writefile',
  'fts3_tokenizer',
  'edit',
];
const REFUSED_CALLS = new RegExp(`\\b(${REFUSED_FUNCTIONS.join('|')})\\s*\\(|@@`, 'i');

export interface BoundSql {
  /** The statement with `?` placeholders. */
  sql: string;
  /** Parameter names in placeholder order. */
  names: string[];
}

function refuse(): never {
  throw new AppError('VALIDATION', 'report.sqlRefused', {}, [{ field: 'sqlText', messageKey: 'report.sqlRefused' }]);
}

/**
 * `:name` parameters outside quotes and comments become `?` (bound, never substituted); a comment, a
 * statement separator or an unterminated quote is refused outright.
 */
export function bindNamedParameters(text: string): BoundSql {
  const names: string[] = [];
  let sql = '';
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quote) {
      sql += char;
      if (char === '\\') {
        sql += text.charAt(index + 1);
        index += 1;
      } else if (char === quote) {
        quote = null;
      }
      continue;
    }
    const pair = text.slice(index, index + 2);
    if (pair === '--' || pair === '/*' || char === '#' || char === ';' || char === '?') {
      refuse();
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      sql += char;
      continue;
    }
    const named = char === ':' ? /^:([A-Za-z_][A-Za-z0-9_]{0,63})/.exec(text.slice(index)) : null;
    if (named?.[1] && text.charAt(index - 1) !== ':') {
      names.push(named[1]);
      sql += '?';
      index += named[0].length - 1;
      continue;
    }
    sql += char;
  }
  if (quote) {
    refuse();
  }
  return { sql, names };
}

/**
 * Checks a SQL dataset: exactly one SELECT (no INTO, no locking clause) reading only allowed tables, in the
 * database's dialect; returns it with its parameters bound. Parsing is defence in depth: the statement also
 * runs in a read-only transaction.
 */
export function checkedSelect(text: string, dialect: 'mysql' | 'sqlite'): BoundSql {
  const bound = bindNamedParameters(text.trim());
  const parser = new Parser();
  const database = dialect === 'mysql' ? 'MariaDB' : 'Sqlite';
  let ast: ReturnType<Parser['astify']>;
  try {
    ast = parser.astify(text.trim(), { database });
  } catch {
    refuse();
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  const statement = statements[0];
  if (statements.length !== 1 || !statement || statement.type !== 'select') {
    refuse();
  }
  const code = bound.sql.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "''");
  if (/\binto\b|\bfor\s+update\b|\block\s+in\s+share\s+mode\b/i.test(code) || REFUSED_CALLS.test(code)) {
    refuse();
  }
  try {
    parser.whiteListCheck(text.trim(), WHITE_LIST, { database, type: 'table' });
  } catch {
    refuse();
  }
  return bound;
}

/** The save-time check: a statement that passes in at least one of the dialects a datasource may have. */
export function checkedSelectInSomeDialect(text: string): void {
  try {
    checkedSelect(text, 'sqlite');
  } catch {
    checkedSelect(text, 'mysql');
  }
}

/** The values of the bound parameters in placeholder order (each must be a parameter of the report). */
export function boundValues(names: string[], params: Record<string, ParamValue>): ParamValue[] {
  return names.map((name) => {
    if (!(name in params)) {
      throw new AppError('VALIDATION', 'report.paramInvalid', { name });
    }
    const value = params[name] ?? null;
    return typeof value === 'boolean' ? (value ? 1 : 0) : value;
  });
}
