import { TableMetadata } from '../model/table-metadata';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import type { UsualLogService } from '../../log/usual-log.service';
import type { MenuService } from '../../system/menu/menu.service';
import { CodeRecord } from '../code/code.entity';
import { CODE_READ_CODES, requireCodeAccess } from '../code/code-permissions';
import { DataModel } from '../model/model.entity';
import { ModelPrototype } from '../model/model-prototype.entity';
import { buildCodegenJob } from './code-job-builder';
import { zipFiles } from './code-zip';
import type { GeneratedFile } from './codegen-job';
import { namesOf } from './codegen-names';
import { generateCode } from './generate-code';

/** A zip of generated code, ready to send. */
export interface CodeDownload {
  fileName: string;
  zip: Buffer;
  fileCount: number;
}

/** A generated path moved under the record's output folders (apiPath for server files, webPath for web files). */
function relocated(file: GeneratedFile, record: CodeRecord): GeneratedFile {
  const move = (prefix: string, folder: string): string | null =>
    folder && file.path.startsWith(`${prefix}/`) ? `${folder.replace(/\/+$/, '')}/${file.path.slice(prefix.length + 1)}` : null;
  const path = move('server', record.apiPath) ?? move('web', record.webPath) ?? file.path;
  return path === file.path ? file : { ...file, path };
}

/**
 * The generated entity's class name must be new to this product: a second `Notice` (blade_notice with the prefix blade_)
 * compiles, but MikroORM refuses two entities of one name when the code is wired in. The answer names the class.
 */
function requireFreeEntityName(em: EntityManager, entity: string): void {
  if (Object.values(em.getMetadata().getAll()).some((meta) => meta.className === entity)) {
    throw new AppError('CONFLICT', 'codegen.entityTaken', { name: entity });
  }
}

/**
 * Code generation (issue 16, reference develop-report-sms.md §2): a code record's model and prototypes become this
 * product's files, answered for preview or as a zip - nothing is written on the server. Platform administrator only,
 * off unless CODEGEN_ENABLED (default off in production), every preview and download in the usual log.
 */
export class CodeGenerationService {
  constructor(
    private readonly menus: MenuService,
    private readonly usualLogs: UsualLogService,
    private readonly enabled: boolean,
  ) {}

  async preview(context: SignedInContext, codeId: string): Promise<GeneratedFile[]> {
    await this.requireAccess(context);
    const { record, files } = await this.filesOf(context, codeId);
    this.usualLogs.usualLog(context, 'info', 'code.preview', { codeId, table: record.tableName, files: files.length });
    return files;
  }

  /** One zip of every chosen record's files (legacy gen-code); two records writing one path differently are refused. */
  async download(context: SignedInContext, ids: string[]): Promise<CodeDownload> {
    await this.requireAccess(context);
    const byPath = new Map<string, GeneratedFile>();
    const tables: string[] = [];
    for (const id of requireIdList(ids)) {
      const { record, files } = await this.filesOf(context, id);
      tables.push(record.tableName);
      for (const file of files) {
        const known = byPath.get(file.path);
        if (known && known.sha256 !== file.sha256) {
          throw new AppError('CONFLICT', 'codegen.pathConflict', { path: file.path });
        }
        byPath.set(file.path, file);
      }
    }
    const files = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
    const zip = Buffer.from(zipFiles(files));
    const sha256 = createHash('sha256').update(zip).digest('hex');
    this.usualLogs.usualLog(context, 'info', 'code.download', { ids, tables, files: files.length, sha256 });
    const fileName = tables.length === 1 ? `code-${tables[0]}.zip` : 'code.zip';
    return { fileName, zip, fileCount: files.length };
  }

  private async filesOf(context: SignedInContext, codeId: string): Promise<{ record: CodeRecord; files: GeneratedFile[] }> {
    const em = context.platformEm;
    const record = isId(codeId) ? await em.findOne(CodeRecord, { id: codeId }) : null;
    if (!record) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const model = await em.findOne(DataModel, { id: record.modelId });
    if (!model) {
      throw new AppError('NOT_FOUND', 'code.modelUnknown');
    }
    const prototypes = await em.find(ModelPrototype, { modelId: model.id }, { orderBy: { sort: 'asc', id: 'asc' } });
    const built = buildCodegenJob(record, model, prototypes);
    // A model read from another datasource's table (or a table since dropped): the product's database lacks it, so the
    // generated module brings the migration that creates it.
    const job = { ...built, newTable: (await new TableMetadata(em).columns(built.tableName)).length === 0 };
    requireFreeEntityName(em, namesOf(job).entity);
    return { record, files: generateCode(job).map((file) => relocated(file, record)) };
  }

  private async requireAccess(context: SignedInContext): Promise<void> {
    await requireCodeAccess(this.menus, context, CODE_READ_CODES);
    if (!this.enabled) {
      throw new AppError('FORBIDDEN', 'codegen.disabled');
    }
  }
}
