// Fails when a tracked text file has a line over 140 characters (generated files, migrations, the
// emitted schema, lock files and binary assets excepted): Prettier wraps code at 140 but leaves long
// strings and comments alone, so this is the rule's enforcement.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const limit = 140;
const skipped = [
  /(^|\/)generated\//,
  /^server\/src\/migrations\//,
  /^schema\.graphql$/,
  /(^|\/)package-lock\.json$/,
  // Translations: a JSON string has no continuation, and a sentence is one entry.
  /^web\/src\/i18n\/locales\/.*\.json$/,
  /\.(png|jpe?g|gif|ico|svg|woff2?|ttf|otf|xlsx|docx|pdf|zip)$/,
];

// Paths are the repository's, wherever the script is started from.
process.chdir(execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim());

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !skipped.some((pattern) => pattern.test(file)));

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const markdown = file.endsWith('.md');
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (markdown && line.startsWith('```')) {
      fenced = !fenced;
    }
    // A Markdown table row cannot wrap (one row is one line).
    if (markdown && !fenced && line.trimStart().startsWith('|')) {
      return;
    }
    const length = [...line].length;
    if (length > limit) {
      problems.push(`${file}:${index + 1}: ${length} characters (at most ${limit})`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\ncheck-line-length: ${problems.length} line(s) over ${limit} characters; wrap them (Prettier does code, not strings or comments)`,
  );
  process.exit(1);
}
console.log(`check-line-length: ${files.length} files, no line over ${limit} characters`);
