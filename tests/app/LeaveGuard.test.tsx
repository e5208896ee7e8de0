// @vitest-environment jsdom
// Unsaved work (issue 25): a screen holding edits (useUnsavedWork) makes the root route's leave guard
// ask before an in-app move to another page, in both languages: Stay keeps the screen and its edits,
// Leave goes on. A query change on the same page is not asked about, nor an app redirect (replace),
// nor released work;
// a reload or a closed tab gets the browser's own question (beforeunload).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { APP_REDIRECT, LeaveGuard } from '../../src/app/LeaveGuard';
import { hasUnsavedWork, useUnsavedWork } from '../../src/shared/hooks';
import { initI18n } from '../../src/i18n';
import '../components/helpers';

afterEach(() => cleanup());
/** The dialog is a lazy chunk (Radix): on a busy machine its first import takes seconds. */
const SLOW = { timeout: 10_000 };

let release: () => void = () => {};
function Editor() {
  const [text, setText] = useState('');
  release = useUnsavedWork(text !== '');
  return (
    <label>
      Name
      <input value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

async function mount(lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await initI18n(lang);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LeaveGuard />
            <Outlet />
          </>
        ),
        children: [
          { path: 'edit', element: <Editor /> },
          { path: 'other', element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: ['/other', '/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const type = (text: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value: text } });
const unload = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('LeaveGuard', () => {
  it('without unsaved work nothing asks', async () => {
    const router = await mount();
    await act(async () => {
      await router.navigate('/other');
    });
    expect(await screen.findByText('Other page', {}, SLOW)).toBeTruthy();
    expect(unload()).toBe(false);
  });
  it('asks before leaving edits: Stay keeps them, Leave goes; back is asked too', async () => {
    const router = await mount();
    type('Draft name');
    expect(hasUnsavedWork()).toBe(true);
    expect(unload()).toBe(true);
    await act(async () => {
      void router.navigate('/other');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' }, SLOW);
    expect(dialog.textContent).toContain('Your changes are not saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Draft name');
    // Back (a POP) is held the same way; this time the visitor leaves.
    await act(async () => {
      void router.navigate(-1);
    });
    await screen.findByRole('alertdialog', { name: 'Leave this page?' }, SLOW);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    });
    expect(await screen.findByText('Other page', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(hasUnsavedWork()).toBe(false);
    expect(unload()).toBe(false);
  });
  it('a query change on the same page is not asked about, nor an app redirect (replace), nor released work', async () => {
    const router = await mount();
    type('x');
    await act(async () => {
      await router.navigate('/edit?tab=2');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.search).toBe('?tab=2');
    // An expired table session or a 401 replaces the page: nothing to stay for.
    await act(async () => {
      await router.navigate('/other', { replace: true });
    });
    expect(await screen.findByText('Other page', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await router.navigate('/edit');
    });
    type('y');
    act(() => release());
    expect(unload()).toBe(false);
    await act(async () => {
      await router.navigate('/other');
    });
    expect(await screen.findByText('Other page', {}, SLOW)).toBeTruthy();
  });
  it("the API client's redirect (a 401 to the login, APP_REDIRECT state) is not held", async () => {
    const router = await mount();
    type('x');
    await act(async () => {
      await router.navigate('/other', { state: APP_REDIRECT });
    });
    expect(await screen.findByText('Other page', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in Chinese', async () => {
    const router = await mount('zh-hans');
    type('草稿');
    await act(async () => {
      void router.navigate('/other');
    });
    await screen.findByRole('alertdialog', { name: '离开此页面？' }, SLOW);
    expect(screen.getByRole('button', { name: '留下' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '离开' })).toBeTruthy();
    await initI18n('en-gb');
  });
});
