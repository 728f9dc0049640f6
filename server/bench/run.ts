/* `npm run bench` runs the general benchmark; `npm run bench -- exam` runs only the exam benchmark (bench/exam). */
import 'reflect-metadata';
import { runExamBench } from './exam/exam-bench';
import { runGeneralBench } from './general';

const BENCHMARKS: Record<string, () => Promise<void>> = { general: runGeneralBench, exam: runExamBench };

const which = process.argv[2] ?? 'general';
const benchmark = BENCHMARKS[which];
if (!benchmark) {
  console.error(`unknown benchmark "${which}" (use: npm run bench, or npm run bench -- exam)`);
  process.exit(1);
}
benchmark().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
