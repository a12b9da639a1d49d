import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/i18n/i18n';
import { AmountField, useAmountReader } from './amount-field';

/** A form with the field and a submit that shows what the reader makes of it. */
function Form({ currency }: { currency: string }) {
  const [text, setText] = useState('');
  const [read, setRead] = useState<string>('');
  const [error, setError] = useState<string | undefined>();
  const reader = useAmountReader();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const r = reader(text, currency);
        setError(r.error);
        setRead(r.minor === null ? '' : String(r.minor));
      }}
    >
      <AmountField label="Amount" currency={currency} value={text} onChange={setText} error={error} />
      <output data-testid="minor">{read}</output>
      <button type="submit">Go</button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n('en');
});

describe('AmountField', () => {
  it('groups vi amounts with dots, shows ₫ after them and reads them in minor units', async () => {
    await changeLanguage('vi');
    render(<Form currency="VND" />);
    const field = screen.getByLabelText('Amount');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '500000');
    expect(field).toHaveValue('500.000');
    expect(screen.getByTestId('amount-symbol')).toHaveTextContent('₫');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('minor')).toHaveTextContent('50000000');
  });

  it('refuses decimals for VND while typing, in the page language', async () => {
    await changeLanguage('vi');
    render(<Form currency="VND" />);
    await userEvent.type(screen.getByLabelText('Amount'), '500,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Số tiền VND không có phần thập phân.');
    await changeLanguage('en');
  });

  it.each([
    ['zh-cn', '请输入金额。'],
    ['en', 'Enter an amount.'],
    ['vi', 'Nhập số tiền.'],
    ['th', 'กรุณาใส่จำนวนเงิน'],
  ])('asks for an amount on an empty submit in %s', async (lang, message) => {
    await changeLanguage(lang as 'en');
    render(<Form currency="CNY" />);
    await userEvent.click(screen.getByRole('button', { name: /./ }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes decimals for USD with a decimal keyboard and $ before the figure', async () => {
    await changeLanguage('en');
    render(<Form currency="USD" />);
    const field = screen.getByLabelText('Amount');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(field, '1234.5');
    expect(field).toHaveValue('1,234.5');
    expect(screen.getByTestId('amount-symbol')).toHaveTextContent('$');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('minor')).toHaveTextContent('123450');
    await userEvent.type(field, '67');
    expect(screen.getByRole('alert')).toHaveTextContent('At most two decimals.');
    expect(i18next.language).toBe('en');
  });
});
