import { useEffect, useState } from 'react';
import type { SearchHitT } from '../../../../shared/app/channels/search';
import { foldText } from '../../../../shared/text-fold';
import { errorMessage, invoke } from '../../contract/client';
import type { Command } from './types';

/*
 * What the palette lists for the typed text: the core's records (one search:everything call, in
 * SQL, capped per kind) grouped by kind, then the shell's actions whose label has every typed
 * word, matched with the same folding as the core (shared/text-fold.ts: 'cote' finds 'Côte').
 */

/** One row of the palette: a record found or an action. */
export interface PaletteItem {
  key: string;
  title: string;
  detail: string | null;
  /** The action's keys, shown at the right. */
  hotkey?: string | undefined;
  hit?: SearchHitT;
  command?: Command;
}

/** A group of rows, headed by its name in the user's language (palette:groups.<group>). */
export interface PaletteGroup {
  group: SearchHitT['kind'] | 'actions';
  items: PaletteItem[];
}

const KINDS: SearchHitT['kind'][] = ['project', 'company', 'contact', 'invoice'];

/** Records per kind: a handful each keeps every group on screen at 1280x720. */
const PER_KIND = 5;
/** Actions listed while the user types (all of them while nothing is typed). */
const ACTIONS_WHEN_TYPING = 6;

/** The actions matching the text: every typed word in the label or keywords, ignoring case and accents. */
export function matchingCommands(commands: Command[], text: string): Command[] {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const offered = commands.filter((c) => c.inPalette !== false);
  if (words.length === 0) return offered;
  return offered
    .filter((c) => {
      const hay = foldText(`${c.label} ${c.keywords ?? ''}`);
      return words.every((w) => hay.includes(w));
    })
    .slice(0, ACTIONS_WHEN_TYPING);
}

/**
 * How well a row's title answers the text: 2 when every typed word starts a word of the title
 * ("stop" in "Stop timer", "0005" in "INV-2026-0005"), 1 for any other match (inside a word, or
 * in the detail only).
 */
export function titleScore(title: string, text: string): number {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const tokens = foldText(title).split(/[^\p{L}\p{N}]+/u);
  return words.length > 0 && words.every((w) => tokens.some((t) => t.startsWith(w))) ? 2 : 1;
}

// Answers can overtake each other while the user types; only the latest may land.
let latest = 0;

/** The palette's groups for the text, the records as the core answers them. */
export function usePaletteGroups(
  text: string,
  commands: Command[],
): { groups: PaletteGroup[]; error: string | null; searching: boolean } {
  const [answer, setAnswer] = useState<{ text: string; hits: SearchHitT[]; error: string | null }>({
    text: '',
    hits: [],
    error: null,
  });
  const query = text.trim().slice(0, 200);
  useEffect(() => {
    if (query === '') return;
    const request = ++latest;
    invoke('search:everything', { text: query, limit: PER_KIND })
      .then((hits) => {
        if (request === latest) setAnswer({ text: query, hits, error: null });
      })
      .catch((err: unknown) => {
        if (request === latest) setAnswer({ text: query, hits: [], error: errorMessage(err) });
      });
  }, [query]);
  // Until the answer for this text arrives, the last one stays (no flicker while typing).
  const hits = query === '' ? [] : answer.hits;
  const groups: PaletteGroup[] = KINDS.map((kind) => ({
    group: kind,
    items: hits
      .filter((h) => h.kind === kind)
      .map((hit) => ({ key: `${hit.kind}:${hit.id}`, title: hit.title, detail: hit.detail, hit })),
  }));
  groups.push({
    group: 'actions',
    items: matchingCommands(commands, query).map((command) => ({
      key: `action:${command.id}`,
      title: command.label,
      detail: null,
      hotkey: command.hotkey,
      command,
    })),
  });
  // The group whose best row starts a word with the typed text comes first ("stop" runs Stop timer
  // rather than opening Christopher); otherwise records, then actions. Sort is stable.
  const best = (g: PaletteGroup) => Math.max(...g.items.map((i) => titleScore(i.title, query)));
  const shown = groups.filter((g) => g.items.length > 0);
  if (query !== '') shown.sort((a, b) => best(b) - best(a));
  return {
    groups: shown,
    error: query === '' ? null : answer.error,
    searching: query !== '' && answer.text !== query,
  };
}
