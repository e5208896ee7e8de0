// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import SearchBox from '../../src/components/SearchBox/SearchBox';
import { renderInFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

describe('SearchBox', () => {
  it('goes to search?q= inside the family', async () => {
    await renderInFamily(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SearchBox value="" />
              <Where />
            </>
          }
        />
      </Routes>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the menu' }), { target: { value: 'flat white' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/shop/demo/search?q=flat%20white');
  });
});
