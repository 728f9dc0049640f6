import { createHash } from 'node:crypto';
import type { CodegenJob } from './codegen-job';
import { commentText, tsString, type CodegenNames } from './codegen-names';
import { moduleNames, type WiringEdit } from './server-module.template';
import { permissionCodes } from './server-service.template';

/** The four buttons' names: seeded in Chinese, and in both languages in the web's menu.json (seed-labels.test.ts). */
export const BUTTON_LABELS = {
  add: { 'zh-CN': '新增', en: 'Add' },
  edit: { 'zh-CN': '修改', en: 'Edit' },
  delete: { 'zh-CN': '删除', en: 'Delete' },
  view: { 'zh-CN': '查看', en: 'View' },
} as const;

/** A menu id derived from the table name: the same job always gets the same ids (a stable, re-runnable seed). */
function menuIdOf(tableName: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(tableName).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(17, '0');
  return `19${digits.slice(0, 15)}`;
}

/** One generated object literal of a menu row, a property per line. */
function row(entries: Array<[string, string]>): string[] {
  return ['    {', ...entries.map(([key, value]) => (key === value ? `      ${key},` : `      ${key}: ${value},`)), '    },'];
}

/** `<kebab>.menu-seed.ts`: the menu row and its four buttons, to append to MENU_SEED (the administrator role gets them). */
export function menuSeedTemplate(job: CodegenJob, names: CodegenNames): string {
  const id = menuIdOf(job.tableName);
  const codes = permissionCodes(names);
  const route = `/${job.moduleName}/${names.kebab}`;
  const buttons: Array<[string, string, string, string, number]> = [
    [codes.add, BUTTON_LABELS.add['zh-CN'], 'add', 'plus', 1],
    [codes.edit, BUTTON_LABELS.edit['zh-CN'], 'edit', 'edit', 2],
    [codes.delete, BUTTON_LABELS.delete['zh-CN'], 'delete', 'trash', 3],
    [codes.view, BUTTON_LABELS.view['zh-CN'], 'view', 'eye', 2],
  ];
  return [
    `import type { MenuSeed } from '../../../seeders/base/menu.seed-data';`,
    '',
    `/** The ${commentText(job.titleEn).toLowerCase()} page and its buttons: append to MENU_SEED under the parent menu of your choice. */`,
    `export function ${names.camel}MenuSeed(parentId: string): MenuSeed[] {`,
    '  return [',
    ...row([
      ['id', `'${id}0'`],
      ['parentId', 'parentId'],
      ['code', tsString(codes.menu)],
      ['name', tsString(commentText(job.title))],
      ['path', tsString(route)],
      ['source', "'table'"],
      ['sort', '1'],
      ['category', '1'],
    ]),
    ...buttons.flatMap(([code, name, alias, icon, action], index) =>
      row([
        ['id', `'${id}${index + 1}'`],
        ['parentId', `'${id}0'`],
        ['code', tsString(code)],
        ['name', tsString(name)],
        ['alias', tsString(alias)],
        ['path', tsString(`${route}/${alias}`)],
        ['source', tsString(icon)],
        ['sort', String(index + 1)],
        ['category', '2'],
        ['action', String(action)],
      ]),
    ),
    '  ];',
    '}',
    '',
  ].join('\n');
}

/** The page's menu rows in MENU_SEED, top level (pass another parent menu's id to place it elsewhere). */
export function menuWiringEdits(job: CodegenJob, names: CodegenNames): WiringEdit[] {
  const file = 'server/src/seeders/base/menu.seed-data.ts';
  return [
    {
      file,
      after: '/** The menu tree of what exists; each capability appends its menus and button codes here. */',
      before: true,
      insert: `import { ${names.camel}MenuSeed } from '../../modules/${job.moduleName}/${names.kebab}/${names.kebab}.menu-seed';`,
    },
    { file, after: 'export const MENU_SEED: MenuSeed[] = [', insert: `  ...${names.camel}MenuSeed('0'),` },
  ];
}

/** One wiring edit as a README item: the file, the line it goes after, and the text (a code block when several lines). */
function editLines(edit: WiringEdit): string[] {
  const anchor = edit.after.split('\n').pop() ?? edit.after;
  const head = `   - \`${edit.file}\`, ${edit.before ? 'before' : 'after'} \`${anchor.trim()}\`:`;
  const language = edit.file.endsWith('.json') ? 'json' : 'ts';
  return edit.insert.includes('\n')
    ? [head, '', `     \`\`\`${language}`, ...edit.insert.split('\n').map((line) => `     ${line}`), '     ```', '']
    : [`${head} \`${edit.insert.trim()}\``];
}

/** README.md of the zip: what is in it and every step that wires it into the repository. */
export function readmeTemplate(job: CodegenJob, names: CodegenNames, edits: readonly WiringEdit[], migrations: readonly string[]): string {
  const module = moduleNames(job);
  const codes = permissionCodes(names);
  const server = edits.filter((edit) => edit.file.startsWith('server/'));
  const web = edits.filter((edit) => edit.file.startsWith('web/'));
  return [
    `# ${commentText(job.titleEn)} (${commentText(job.title)}) - generated from table \`${job.tableName}\``,
    '',
    "Unzip at the repository root: every path below is relative to it. Then follow CONTRIBUTING.md's module checklist;",
    'the steps this code needs are (delete this README afterwards: it is not part of the code):',
    '',
    '1. Wire the server in - the module, its service, its menus, the legacy REST rows (each text after, or before, the line shown):',
    '',
    ...server.flatMap(editLines),
    '',
    `2. Menus: the server edits above put \`...${names.camel}MenuSeed('0')\` (\`${names.kebab}.menu-seed.ts\`) at the top level of`,
    `   \`MENU_SEED\` (pass another menu's id to place it under that menu); the codes are \`${codes.menu}\`, \`${codes.add}\`,`,
    `   \`${codes.edit}\`, \`${codes.delete}\`, \`${codes.view}\`. The administrator role gets them; grant them to demo roles in`,
    '   `server/src/seeders/demo/demo.seed.ts` as needed.',
    ...(migrations.length > 0
      ? [
          `3. The table \`${job.tableName}\` is new: the zip holds its migration for both dialects`,
          `   (${migrations.map((path) => `\`${path}\``).join(', ')}).`,
          '   MikroORM also keeps a schema snapshot per dialect (`.snapshot.json`), which `npm run check:migrations` compares',
          '   with the entities: run `npm run db:migration:create -- ' + job.tableName + '` once, which writes the snapshots and',
          "   a migration with the same statements; keep that one and delete the zip's, or keep the zip's and delete the new one.",
        ]
      : [
          `3. The table \`${job.tableName}\` already exists (the model was read from it): no migration is generated. For a new`,
          '   table, run `npm run db:migration:create -- ' + names.kebab + '` after wiring (both dialects).',
        ]),
    '4. `npm run schema:emit`, then add the new root fields to `server/test/access/root-field-access.ts` and',
    '   `server/test/access/cross-tenant-targets.ts`, and the legacy paths to `server/test/contract/rows/`.',
    '5. Wire the web page in - its route under the menu path, its i18n namespace, the menu and button labels:',
    '',
    ...web.flatMap(editLines),
    '',
    '6. `npm run codegen`: the typed documents and hooks of the page (`web/src/generated/`) and of the legacy rows',
    '   (`server/src/rest/generated/operations.ts`).',
    '7. `npx prettier --write` over the unzipped files, then `npx tsc -p server --noEmit`, `npx tsc -p web --noEmit`,',
    `   \`node scripts/check-i18n.mjs\` and the tests of CONTRIBUTING.md's tiers: the zip has a service unit test and`,
    `   \`server/test/integration/${job.moduleName}/${names.kebab}.int.test.ts\` (it passes once steps 1-4 are done).`,
    `   The module constant is \`${module.constant}\`.`,
    '',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
