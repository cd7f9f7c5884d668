import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import type { Channel, ChannelRequest, ChannelResponse } from '../../shared/app/contract';
import ReviewPanel from '../../renderer/src/features/review/ReviewPanel';
import { useReview } from '../../renderer/src/features/review/store';
import { useSettings } from '../../renderer/src/features/settings/store';
import { formatHours, formatMoney } from '../../renderer/src/components/format';
import { attachCore, detachCore } from './support/bridge';
import { startCore } from './support/core';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * The Review section (issue 14) against a real core in demo mode on a fixed clock (Saturday
 * 21 Nov 2026, the demo's last booked week): Anna reviews the projects she manages plus those she
 * adds; the panel shows what the core computes (its sums are tested against the server's database
 * in test/integration/review-core.test.ts), each figure in the app's number style, amounts in the
 * project's currency and totals per currency, never summed across currencies.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const WEEK = '2026-11-16';

let core: AppCore;
let dir: string;

/** Calls a channel on the test's core, failing on a refusal. */
async function call<C extends Channel>(channel: C, request: ChannelRequest<C>): Promise<ChannelResponse<C>> {
  const r = await core.invoke(channel, request);
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.data;
}

afterAll(async () => {
  detachCore();
  await core?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the review without a remote', () => {
  it('says the review needs a remote in an offline-only folder', async () => {
    const offline = await startCore('offline');
    try {
      await useSettings.getState().load();
      const view = renderApp(<ReviewPanel />);
      expect((await screen.findByTestId('review-no-remote')).textContent).toMatch(/needs a remote/);
      expect(screen.queryByRole('tab')).toBeNull();
      view.unmount();
    } finally {
      await offline.close();
    }
  });
});

describe('the review of a synced admin', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'psa-review-ui-'));
    core = createAppCore({ dataDir: dir, syncOnStart: false, now: () => NOW });
    await core.ready;
    await call('setup:demo', {});
    attachCore(core);
    await useSettings.getState().load();
    expect((await call('sync:run', {})).outcome).toBe('ok');
    useReview.setState({ weekStart: WEEK });
  });

  it('says how to add a project when none is reviewed; an added one gets its team data with the next sync', async () => {
    for (const p of await call('review:projects', {}))
      await call('review:mark', { projectId: p.id, reviewed: false });
    const user = newUser();
    const view = renderApp(<ReviewPanel />);
    expect((await screen.findByTestId('review-empty')).textContent).toMatch(/You review no projects yet/);

    // The busiest project of the week, by name through the picker.
    const all = await call('review:projects', { all: true });
    const target = all.find((p) => p.name === 'Northwind ERP rollout') ?? all[0]!;
    await user.click(screen.getByRole('button', { name: 'Projects I review (0)' }));
    await user.type(await waitFor(() => input('Add project')), target.name);
    await user.click(await screen.findByRole('option', { name: new RegExp(target.name) }));
    expect((await screen.findByTestId('review-added')).textContent).toContain(
      `${target.name} is added: its team data arrives with the next sync.`,
    );
    await screen.findByRole('button', { name: 'Projects I review (1)' });
    expect(within(screen.getByTestId('reviewed-projects')).getByText(target.name)).toBeTruthy();

    await user.click(within(screen.getByTestId('review-added')).getByRole('button', { name: 'Sync now' }));
    const section = await screen.findByRole('region', { name: target.name });
    await waitFor(() => expect(within(section).queryByText(/Not pulled yet/)).toBeNull());
    view.unmount();
    // Back to the projects she manages, plus the added one.
    for (const p of all.filter((p) => p.managed))
      await call('review:mark', { projectId: p.id, reviewed: true });
    await call('sync:run', {});
  });

  it("shows each consultant's hours per day with states, and drills down to the entries", async () => {
    const user = newUser();
    const view = renderApp(<ReviewPanel />);
    const week = await call('review:week', { weekStart: WEEK });
    const withHours = week.projects.filter((p) => p.consultants.length > 0);
    expect(withHours.length).toBeGreaterThan(0);
    expect(screen.getByTestId('review-week-title').textContent).toBe('Week 47');
    for (const p of withHours) {
      const section = await screen.findByRole('region', { name: p.name });
      const rows = within(section).getAllByTestId('review-consultant');
      expect(rows.map((r) => r.getAttribute('data-account'))).toEqual(p.consultants.map((c) => c.accountId));
      for (const [i, c] of p.consultants.entries()) {
        const row = rows[i]!;
        expect(within(row).getByTestId('review-total').textContent).toBe(formatHours(c.total));
        expect(row.querySelector('[data-approval]')?.getAttribute('data-approval')).toBe(c.approval);
        expect(row.querySelector('[data-invoice]')?.getAttribute('data-invoice')).toBe(c.invoice);
      }
    }
    // Who booked less than usual is named with booked and expected hours.
    if (week.missing.length > 0) {
      const missing = screen.getByTestId('review-missing');
      for (const m of week.missing) expect(missing.textContent).toContain(m.name);
    }

    // Drill-down from a consultant's name (keyboard: Enter), then closed with Escape.
    const p = withHours[0]!;
    const c = p.consultants[0]!;
    const entries = await call('review:entries', {
      weekStart: WEEK,
      projectId: p.id,
      accountId: c.accountId,
    });
    const section = screen.getByRole('region', { name: p.name });
    within(section).getByTitle(`${c.name}: the entries of this week`).focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByTestId('review-entries');
    const shown = within(list).getAllByTestId('review-entry');
    expect(shown.map((r) => r.getAttribute('data-entry'))).toEqual(entries.map((e) => e.id));
    for (const [i, e] of entries.entries()) {
      const text = shown[i]!.textContent ?? '';
      if (e.contractLineName) expect(text).toContain(e.contractLineName);
      if (e.roleName) expect(text).toContain(e.roleName);
      if (e.value !== null) expect(text).toContain(formatMoney(e.value, p.currency));
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('review-entries')).toBeNull());
    view.unmount();
  });

  it('keeps the focus where it is when a sync refreshes the week shown', async () => {
    // Every project reviewed, so some are drawn only in the week's second frame.
    for (const p of await call('review:projects', { all: true }))
      await call('review:mark', { projectId: p.id, reviewed: true });
    expect((await call('sync:run', {})).outcome).toBe('ok');
    const week = await call('review:week', { weekStart: WEEK });
    const withHours = week.projects.filter((p) => p.consultants.length > 0);
    expect(withHours.length).toBeGreaterThan(3);
    const view = renderApp(<ReviewPanel />);
    // The last project is drawn a frame after the first ones; a refresh must not take it away again.
    const last = withHours.at(-1)!;
    const section = await screen.findByRole('region', { name: last.name });
    const button = within(section).getByTitle(`${last.consultants[0]!.name}: the entries of this week`);
    button.focus();
    await useReview.getState().load();
    await new Promise((r) => setTimeout(r, 50));
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);
    view.unmount();
  });

  it('lists what is ready to invoice per project currency, totals per currency, and exports the CSV', async () => {
    const user = newUser();
    const view = renderApp(<ReviewPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Ready to invoice' }));
    const ready = await call('review:ready', {});
    const table = await screen.findByTestId('review-ready');
    for (const p of ready.projects) {
      const row = table.querySelector(`[data-project="${p.id}"]`) as HTMLElement;
      const cell = within(row).getByTestId('ready');
      if (p.ready.count > 0) expect(cell.textContent).toContain(formatMoney(p.ready.value, p.currency));
      else expect(cell.textContent).toBe('—');
    }
    const totals = within(screen.getByTestId('review-ready-totals'));
    // A currency with nothing ready and no expense waiting has no total line.
    const open = ready.projects.filter((p) => p.ready.count > 0 || p.expenses.count > 0);
    const currencies = [...new Set(open.map((p) => p.currency))].sort();
    expect(ready.totals.map((t) => t.currency).sort()).toEqual(currencies);
    for (const t of ready.totals)
      expect(totals.getByText(new RegExp(`^Total ${t.currency}:`)).parentElement?.textContent).toContain(
        formatMoney(t.readyValue, t.currency),
      );

    // The saved file is the core's CSV, byte for byte (the browser's download is caught here).
    const saved: Blob[] = [];
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (b: Blob | MediaSource) => (saved.push(b as Blob), 'blob:review-test');
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved.length).toBe(1));
    } finally {
      URL.createObjectURL = original;
    }
    const csv = await call('review:readyCsv', {});
    expect(await saved[0]!.text()).toBe(csv.content);
    expect((await screen.findByTestId('review-export-result')).textContent).toBe(
      `Saved ${csv.fileName}: ${csv.rows} ${csv.rows === 1 ? 'entry' : 'entries'}.`,
    );
    view.unmount();
  });

  it("counts the reviewer's own hours not synced yet, marked as such (walkthrough 30: '0 h booked')", async () => {
    const atelier = (await call('review:projects', {})).find((p) => p.name.startsWith('Atelier Lumière'));
    expect(atelier).toBeDefined();
    const lines = await call('entries:lines', { projectId: atelier!.id });
    await call('entries:create', {
      projectId: atelier!.id,
      contractLineId: lines.contractLines[0]!.id,
      roleId: lines.roles[0]!.id,
      date: '2026-11-20',
      from: '08:00',
      to: '15:30',
      hours: 7.5,
      confirm: ['DAY_OVER_MAX', 'OVERLAP', 'DATE_AHEAD', 'DATE_BACK', 'DAY_APPROVED'],
    });
    useReview.getState().setTab('week');
    const view = renderApp(<ReviewPanel />);
    const section = await screen.findByRole('region', { name: atelier!.name });
    const anna = await waitFor(() => {
      const row = within(section)
        .getAllByTestId('review-consultant')
        .find((r) => r.textContent?.includes('Anna de Vries'));
      if (!row) throw new Error('no row of Anna');
      return row;
    });
    const total = within(anna).getByTestId('review-total');
    expect(total.getAttribute('data-hours')).not.toBe('0');
    const mark = within(anna).getByTestId('review-unsynced');
    expect(mark.textContent).toContain('7.5 not synced');
    expect(mark.textContent).toContain(
      'incl. 7.5 h of yours not synced yet: not in the PSA service, so not approvable yet',
    );
    // Her entries, the pending one marked not synced yet.
    await newUser().click(within(anna).getByTitle('Anna de Vries: the entries of this week'));
    const list = await screen.findByTestId('review-entries');
    expect(within(list).getByTestId('review-entry-unsynced').textContent).toBe('not synced yet');
    view.unmount();
  });
});
