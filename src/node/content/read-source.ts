/**
 * Reads a content file as UTF-8 text, refusing what would publish garbled: a UTF-16 file
 * (frontmatter lost, NUL-interleaved text), bytes that are not UTF-8 (a Latin-1 file would
 * show U+FFFD), and NUL characters. A UTF-8 byte-order mark is dropped.
 */
import { readFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { ContentError } from '../content-error.ts';

const SAVE_AS_UTF8 = 'save the file as UTF-8 (without a byte-order mark)';

export function readContentFile(file: string): string {
  return decodeContent(file, readFileSync(file));
}

/** The text of `bytes`, or a ContentError at the first position that is not UTF-8 text. */
export function decodeContent(file: string, bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const order = bytes[0] === 0xff ? 'little-endian' : 'big-endian';
    throw new ContentError(file, 1, 1, `the file is UTF-16 (${order} byte-order mark): ${SAVE_AS_UTF8}`);
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  if (!isUtf8(body)) {
    const { text, byte } = validPrefix(body);
    const { line, column } = endOf(text);
    throw new ContentError(
      file,
      line,
      column,
      `not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')}; Latin-1 or another legacy encoding?): ${SAVE_AS_UTF8}`,
    );
  }
  const text = new TextDecoder('utf-8').decode(body);
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    const { line, column } = endOf(text.slice(0, nul));
    throw new ContentError(file, line, column, `contains a NUL character (UTF-16 without a byte-order mark?): ${SAVE_AS_UTF8}`);
  }
  return text;
}

/** The text before the first byte that cannot be UTF-8, and that byte (a streaming decoder stops right there). */
function validPrefix(bytes: Uint8Array): { text: string; byte: number } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  let sequenceStart = 0;
  for (let i = 0; i < bytes.length; i++) {
    try {
      const chunk = decoder.decode(bytes.subarray(i, i + 1), { stream: true });
      if (chunk) sequenceStart = i + 1;
      text += chunk;
    } catch {
      return { text, byte: bytes[sequenceStart] };
    }
  }
  return { text, byte: bytes[sequenceStart] }; // the file ends inside a sequence
}

/** 1-based line and column just after `text`. */
function endOf(text: string): { line: number; column: number } {
  const lines = text.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
