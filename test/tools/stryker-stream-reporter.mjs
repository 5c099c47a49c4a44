// A Stryker reporter that appends each mutant's result to a file as soon as it is tested
// (MUTATE_STREAM=<file>, test/tools/mutate.mjs): on a busy machine a whole-file run may not
// end in time, and Stryker writes its own report only at the end. One JSON object a line:
// status, file, line, column, mutator, the replacement and the original text it replaced.
import { appendFileSync, readFileSync } from 'node:fs';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

const sources = new Map();
function original(fileName, loc) {
  if (!sources.has(fileName)) sources.set(fileName, readFileSync(fileName, 'utf8').split('\n'));
  const lines = sources.get(fileName);
  const { start, end } = loc;
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  return [lines[start.line - 1].slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1].slice(0, end.column - 1)].join('\n');
}

class StreamReporter {
  onMutantTested(r) {
    const file = process.env.MUTATE_STREAM;
    if (!file) return;
    appendFileSync(file, JSON.stringify({
      status: r.status, file: r.fileName.replace(process.cwd() + '/', ''), line: r.location.start.line, column: r.location.start.column,
      mutator: r.mutatorName, replacement: r.replacement, original: original(r.fileName, r.location),
    }) + '\n');
  }
}
StreamReporter.inject = [];

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'stream', StreamReporter)];
