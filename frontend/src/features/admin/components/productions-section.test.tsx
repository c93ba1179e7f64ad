import { screen } from '@testing-library/react';
import { buildProduction } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ProductionsSection } from './productions-section';

describe(ProductionsSection.name, () => {
  it('says which productions wait with AI changes, and which posts were edited since AI started', () => {
    renderWithProviders(
      <ProductionsSection
        productions={[
          buildProduction({ id: 1, title: 'Edited meanwhile', hasProposal: true, stale: true }),
          buildProduction({ id: 2, title: 'Waiting', hasProposal: true }),
          buildProduction({ id: 3, title: 'Nothing pending', status: 'approved' }),
        ]}
        onPreview={() => {}}
      />,
    );
    const [edited, waiting, plain] = screen.getAllByTestId('production-row');
    expect(edited).toHaveTextContent('Post edited since AI started');
    expect(waiting).toHaveTextContent('AI changes to review');
    expect(waiting).not.toHaveTextContent('edited since');
    expect(plain).not.toHaveTextContent(/AI changes|edited since/);
  });
});
