// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TableNotice, { safeBack } from '../../src/components/TableNotice/TableNotice';
import { setLanguage } from '../../src/i18n';
import { renderInFamily } from './helpers';

describe('TableNotice (token-expired screen)', () => {
  it('says the table session expired and asks to scan the table QR again or contact staff', async () => {
    await renderInFamily(<TableNotice back="/shop/demo-cafe/home" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Table session expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your table session has expired. Please scan the table QR again or contact staff.',
    );
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/shop/demo-cafe/home');
  });

  it('names an unknown table, and explains an unreachable venue', async () => {
    await renderInFamily(
      <>
        <TableNotice reason="table" table="99" />
        <TableNotice reason="error" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Table not found' })).toBeTruthy();
    expect(screen.getAllByRole('alert')[0].textContent).toBe(
      'There is no table 99 here. Please scan the QR code on your table again or contact staff.',
    );
    expect(screen.getByRole('heading', { name: 'Could not open your table' })).toBeTruthy();
  });

  it('a session closed early by staff says so, in both languages', async () => {
    await renderInFamily(<TableNotice reason="closed" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Table session closed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Staff have closed this table session. Please scan the table QR again to start a new one, or contact staff.',
    );
    await setLanguage('zh-hans');
    expect(await screen.findByRole('heading', { name: '桌台会话已关闭' })).toBeTruthy();
    await setLanguage('en-gb');
  });

  it('falls back to the family home for a missing or unsafe back address', async () => {
    await renderInFamily(<TableNotice reason="nonsense" back="//evil.example/x" />);
    expect(screen.getByRole('heading', { name: 'Table session expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/shop/demo/home');
    expect(['https://x.example', '//x', 'javascript:alert(1)', '/a/../b', '/a\\b', ''].map(safeBack)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(safeBack('/shop/demo-cafe/home')).toBe('/shop/demo-cafe/home');
  });

  it('is translated', async () => {
    await renderInFamily(<TableNotice />);
    await setLanguage('zh-hans');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '您的桌台会话已过期。请重新扫描桌台二维码或联系服务员。',
    );
    expect(screen.getByRole('link', { name: '返回菜单' })).toBeTruthy();
    await setLanguage('en-gb');
  });
});
