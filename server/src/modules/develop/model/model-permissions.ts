/** Permission codes that may read models, their tables and column settings (the model page and its dialogs). */
export const MODEL_READ_CODES = ['model', 'model_add', 'model_edit', 'model_view'];
