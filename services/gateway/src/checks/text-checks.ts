import { bannedPhrasePattern } from '@app/contract';
import { countWords } from '@app/site';
import { flesch } from 'flesch';
import { syllable } from 'syllable';
import { sentencesOf } from './markdown-outline';

export interface Readability {
  /** Flesch reading ease: 0-100 and beyond, higher is easier (60-70 is plain English). */
  score: number;
  words: number;
}

/** Flesch reading ease of the running text (wooorm's `flesch` formula and `syllable` counter). */
export function readability(text: string): Readability {
  const words = countWords(text);
  const sentence = Math.max(1, sentencesOf(text).length);
  return { score: words ? flesch({ sentence, word: words, syllable: syllable(text) }) : 0, words };
}

export interface PhraseHit {
  phrase: string;
  field: string;
  /** 1-based line and column of the match in the field's text. */
  line: number;
  column: number;
  /** The match's length in the field's text (what an editor marks from line and column). */
  length: number;
  /** The match with a little text around it. */
  context: string;
}

const CONTEXT = 40;

/** Every occurrence of every banned phrase in the fields, with where it is. */
export function findBannedPhrases(phrases: string[], fields: Record<string, string>): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (const phrase of phrases) {
    if (!phrase.trim()) continue;
    const pattern = bannedPhrasePattern(phrase);
    for (const [field, text] of Object.entries(fields)) {
      for (const match of text.matchAll(pattern)) {
        const before = text.slice(0, match.index);
        const line = before.split('\n').length;
        const column = match.index - before.lastIndexOf('\n');
        const context = text.slice(Math.max(0, match.index - CONTEXT), match.index + match[0].length + CONTEXT).replace(/\s+/g, ' ').trim();
        hits.push({ phrase, field, line, column, length: match[0].length, context });
      }
    }
  }
  return hits.sort((a, b) => a.field.localeCompare(b.field) || a.line - b.line || a.column - b.column);
}
