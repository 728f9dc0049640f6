import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isInputObjectType, type GraphQLNamedType } from 'graphql';
import { MAX_LENGTH_OVERRIDES, RAW_TEXT_FIELDS, RICH_TEXT_FIELDS } from './text-policy';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../schema.graphql'), 'utf8'));

/** Every `Input.field` of the schema whose type is a string. */
function stringInputFields(): Set<string> {
  const names = new Set<string>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const argument of field.args) {
        names.add(`${root?.name}.${field.name}.${argument.name}`);
      }
    }
  }
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (['String', 'ID'].includes(getNamedType(field.type).name)) {
          names.add(`${type.name}.${field.name}`);
        }
      }
    }
  }
  return names;
}

describe('the text policy', () => {
  it('should name only string input fields that exist in schema.graphql', () => {
    const fields = stringInputFields();
    const named = [...RICH_TEXT_FIELDS, ...RAW_TEXT_FIELDS, ...Object.keys(MAX_LENGTH_OVERRIDES)];
    expect(named.filter((name) => !fields.has(name))).toEqual([]);
  });

  it('should keep every password, secret and token raw (never altered by tag stripping)', () => {
    const secrets = [...stringInputFields()].filter((name) => /password|secret|token/i.test(name.split('.').pop() ?? ''));
    expect(secrets.length).toBeGreaterThan(10);
    expect(secrets.filter((name) => !RAW_TEXT_FIELDS.has(name))).toEqual([]);
  });

  it('should keep rich text to the fields a sanitizer cleans', () => {
    expect([...RICH_TEXT_FIELDS].sort()).toEqual([
      'ExaminationInput.instructions',
      'NoticeInput.content',
      'QuestionInput.explanation',
      'QuestionInput.referenceAnswer',
      'QuestionInput.stem',
      'QuestionOptionInput.content',
      'QuestionOptionSubmitInput.content',
    ]);
  });
});
