/** One record of a feed with the line it starts on, for error reports. */
export type TSourced<T> = { line: number; value: T };

/** RFC 4180 CSV (quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF) with the start line of each record. */
export function parseCsv(text: string): TSourced<string[]>[] {
  const records: TSourced<string[]>[] = [];
  let field = '';
  let fields: string[] = [];
  let line = 1;
  let start = 1;
  let isQuoted = false;
  let hasContent = false;
  const endRecord = () => {
    fields.push(field);
    if (hasContent || fields.length > 1 || field !== '') records.push({ line: start, value: fields });
    fields = [];
    field = '';
    hasContent = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      isQuoted = true;
      hasContent = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      hasContent = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else field += char;
  }
  if (isQuoted) throw new Error(`Unclosed quote in the record starting on line ${start}`);
  endRecord();
  return records;
}

/**
 * The line on which each element of a feed's job array starts: the root array, or the array
 * under the root object's `jobs` key. The text must already be valid JSON.
 */
export function jsonElementLines(text: string): number[] {
  const lines: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let targetDepth = -1;
  let isExpectingElement = false;
  let rootKey: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\n') line += 1;
    if (/\s/.test(char)) continue;
    if (isExpectingElement && stack.length === targetDepth && char !== ']') {
      lines.push(line);
      isExpectingElement = false;
    }
    if (char === '"') {
      let value = '';
      for (i += 1; text[i] !== '"'; i += 1) value += text[i] === '\\' ? text[++i] : text[i];
      const next = text.slice(i + 1).match(/^\s*:/);
      if (next && stack.length === 1 && stack[0] === '{') rootKey = value;
    } else if (char === '[' || char === '{') {
      const isTarget = char === '[' && (stack.length === 0 || (stack.length === 1 && stack[0] === '{' && rootKey === 'jobs'));
      stack.push(char);
      if (isTarget && targetDepth < 0) {
        targetDepth = stack.length;
        isExpectingElement = true;
      }
    } else if (char === ']' || char === '}') stack.pop();
    else if (char === ',' && stack.length === targetDepth) isExpectingElement = true;
  }
  return lines;
}
