// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import Outlet from '../../src/components/Outlet/Outlet';

afterEach(() => cleanup());

describe('Outlet', () => {
  it('draws the matched child route inside the layout', () => {
    render(
      <MemoryRouter initialEntries={['/a/b']}>
        <Routes>
          <Route
            path="/a"
            element={
              <div>
                layout
                <Outlet />
              </div>
            }
          >
            <Route path="b" element={<p>child screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('child screen')).toBeTruthy();
    expect(screen.getByText('layout')).toBeTruthy();
  });
});
