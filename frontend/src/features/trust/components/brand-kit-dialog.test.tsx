import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { BrandKit } from '../types';
import { BrandKitDialog } from './brand-kit-dialog';

const KIT: BrandKit = {
  voiceRules: ['Plain words.'],
  facts: [{ statement: 'Founded in 2019.' }, { statement: 'Offices in London and Glasgow.' }],
  services: [],
  bannedPhrases: [],
  spelling: 'en-GB',
  version: 3,
  updatedAt: '2026-11-24T20:00:00.000Z',
};
const DRAFT = { statement: 'We employ more than 500 full-time editors.', source: 'Post #9, the sentence: "We employ more than 500 full-time editors."' };

describe(BrandKitDialog.name, () => {
  it("shows a 400's message next to the fact it names, counted as the screen shows it", async () => {
    mockApi({
      'GET /api/admin/brand-kit': { body: KIT },
      'PUT /api/admin/brand-kit': { status: 400, body: { statusCode: 400, message: 'facts.1.statement must be shorter than or equal to 500 characters' } },
    });
    renderWithProviders(<BrandKitDialog open onClose={() => undefined} draftFact={DRAFT} />);
    const kit = await screen.findByRole('dialog', { name: 'Brand kit' });
    // A blank fact is not sent: the body's facts.1 is the screen's third fact.
    fireEvent.change(await within(kit).findByLabelText('Fact 2'), { target: { value: '  ' } });
    fireEvent.click(within(kit).getByRole('button', { name: 'Save Brand Kit' }));

    expect(await within(kit).findByText('Fact 3: statement is too long (max 500 characters)')).toBeInTheDocument();
    expect(within(kit).getByLabelText('Fact 3 (new)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(kit).getByLabelText('Fact 1')).toHaveAttribute('aria-invalid', 'false');
    expect(within(kit).getByTestId('brand-kit-errors')).toHaveTextContent('fix the fields marked below');
  });

  it('after a 409 loads the latest kit with the draft fact kept on top, then saves from the latest version', async () => {
    const latest: BrandKit = { ...KIT, version: 4, facts: [...KIT.facts, { statement: 'Saved meanwhile in another tab.' }] };
    const api = mockApi({
      'GET /api/admin/brand-kit': [{ body: KIT }, { body: latest }],
      'PUT /api/admin/brand-kit': [
        { status: 409, body: { statusCode: 409, message: 'The brand kit was changed since you loaded it (version 4 now).' } },
        { body: { ...latest, version: 5 } },
      ],
    });
    renderWithProviders(<BrandKitDialog open onClose={() => undefined} draftFact={DRAFT} />);
    const kit = await screen.findByRole('dialog', { name: 'Brand kit' });
    fireEvent.click(await within(kit).findByRole('button', { name: 'Save Brand Kit' }));
    const conflict = await within(kit).findByTestId('brand-kit-conflict');
    expect(conflict).toHaveTextContent('The brand kit was changed since you loaded it (version 4 now).');
    expect(within(kit).getByRole('button', { name: 'Save Brand Kit' })).toBeDisabled();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Load latest, keep my changes' }));
    await waitFor(() => expect(within(kit).queryByTestId('brand-kit-conflict')).not.toBeInTheDocument());
    expect(within(kit).getByLabelText('Fact 3')).toHaveValue('Saved meanwhile in another tab.');
    expect(within(kit).getByLabelText('Fact 4 (new)')).toHaveValue(DRAFT.statement);
    fireEvent.click(within(kit).getByRole('button', { name: 'Save Brand Kit' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/brand-kit')).toHaveLength(2));
    const second = api.callsTo('PUT', '/api/admin/brand-kit')[1].body as { version: number; facts: unknown[] };
    expect(second.version).toBe(4);
    expect(second.facts).toEqual([...latest.facts, DRAFT]);
  });
});
