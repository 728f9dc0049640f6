import { camelCase, entityNameOf } from '../generator/codegen-names';
import { mapColumnType, proposePrototype, proposePrototypes, tablePrefixOf } from './prototype-mapping';
import { parseDeclaredType, type TableColumn } from './table-column';

const column = (overrides: Partial<TableColumn>): TableColumn => ({
  name: 'title',
  dataType: 'varchar',
  columnType: 'varchar(255)',
  nullable: true,
  defaultValue: null,
  maxLength: 255,
  primaryKey: false,
  autoIncrement: false,
  comment: '',
  ...overrides,
});

describe('prototype mapping', () => {
  it('should name properties and entities from columns and tables', () => {
    expect(camelCase('create_time')).toBe('createTime');
    expect(camelCase('is_deleted')).toBe('isDeleted');
    expect(entityNameOf('blade_notice', 'blade_')).toBe('Notice');
    expect(entityNameOf('exam_paper_section', 'exam_')).toBe('PaperSection');
    expect(entityNameOf('notice')).toBe('Notice');
    expect(tablePrefixOf('blade_notice')).toBe('blade_');
    expect(tablePrefixOf('notice')).toBe('');
  });

  it('should read SQLite declared types into a base type and a text length', () => {
    expect(parseDeclaredType('varchar(64)')).toEqual({ dataType: 'varchar', maxLength: 64 });
    expect(parseDeclaredType('DECIMAL(10,2)')).toEqual({ dataType: 'decimal', maxLength: null });
    expect(parseDeclaredType('bigint unsigned')).toEqual({ dataType: 'bigint', maxLength: null });
    expect(parseDeclaredType('datetime')).toEqual({ dataType: 'datetime', maxLength: null });
  });

  it.each([
    ['bigint', 'bigint', 'string', 'ID', 'input'],
    ['tinyint', 'tinyint(1)', 'boolean', 'Boolean', 'switch'],
    ['int', 'int', 'number', 'Int', 'number'],
    ['double', 'double', 'number', 'Float', 'number'],
    ['decimal', 'decimal(10,2)', 'string', 'String', 'number'],
    ['datetime', 'datetime(3)', 'Date', 'DateTimeISO', 'datetime'],
    ['date', 'date', 'string', 'String', 'date'],
    ['json', 'json', 'unknown', 'JSON', 'textarea'],
    ['text', 'text', 'string', 'String', 'textarea'],
    ['varchar', 'varchar(64)', 'string', 'String', 'input'],
  ])('should map %s (%s) to %s / %s with a %s', (dataType, columnType, propertyType, propertyEntity, componentType) => {
    expect(mapColumnType(column({ dataType, columnType, maxLength: dataType === 'varchar' ? 64 : null }))).toMatchObject({
      propertyType,
      propertyEntity,
      componentType,
    });
  });

  it('should read ids kept as text (SQLite) as ID, other texts as strings', () => {
    expect(mapColumnType(column({ name: 'model_id', dataType: 'varchar', columnType: 'text', maxLength: null }))).toMatchObject({
      propertyEntity: 'ID',
    });
    expect(mapColumnType(column({ name: 'title', dataType: 'varchar', columnType: 'text', maxLength: null }))).toMatchObject({
      propertyEntity: 'String',
      componentType: 'input',
    });
  });

  it('should keep the key, tenant, audit and soft-delete columns out of list, form and search', () => {
    for (const name of ['id', 'tenant_id', 'create_user', 'update_time', 'is_deleted']) {
      const proposal = proposePrototype(column({ name, primaryKey: name === 'id', nullable: false }), 1);
      expect(proposal).toMatchObject({ isList: false, isForm: false, isQuery: false, isRequired: false });
    }
  });

  it('should require NOT NULL columns without a default, and keep the text length as validation', () => {
    expect(proposePrototype(column({ nullable: false, maxLength: 64, columnType: 'varchar(64)' }), 1)).toMatchObject({
      isRequired: true,
      isForm: true,
      isList: true,
      maxLength: 64,
      queryType: 'like',
      propertyName: 'title',
    });
    expect(proposePrototype(column({ nullable: false, defaultValue: "''" }), 1).isRequired).toBe(false);
  });

  it('should put long texts in a whole-row textarea off the list, and is_* integer flags on the yes_no dictionary', () => {
    const content = proposePrototype(column({ name: 'content', dataType: 'varchar', columnType: 'varchar(2000)', maxLength: 2000 }), 1);
    expect(content).toMatchObject({ componentType: 'textarea', isRow: true, isList: false, isForm: true });
    const flag = proposePrototype(column({ name: 'is_public', dataType: 'int', columnType: 'int', maxLength: null }), 2);
    expect(flag).toMatchObject({ componentType: 'select', dictCode: 'yes_no', queryType: 'equal', propertyType: 'number' });
  });

  it('should number proposals in column order and skip binary columns from forms', () => {
    const proposals = proposePrototypes([column({ name: 'a' }), column({ name: 'photo', dataType: 'blob', columnType: 'blob' })]);
    expect(proposals.map((proposal) => proposal.sort)).toEqual([1, 2]);
    expect(proposals[1]).toMatchObject({ isForm: false, isList: false });
  });
});
