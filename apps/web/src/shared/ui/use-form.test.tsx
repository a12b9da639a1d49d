import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { DigitsField } from './digits-field';
import { TextField } from './field';
import { SubmitRow } from './submit-row';
import { useForm } from './use-form';

function Probe({ send }: { send: (values: { name: string; code: string }) => Promise<void> }) {
  const form = useForm({ name: '', code: '' });
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.check({ name: form.values.name ? undefined : 'Name needed' })) return;
    await form.run('Could not save', () => send(form.values));
  }
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Name" {...form.field('name', (typed) => typed.trim())} />
      <DigitsField label="Code" maxDigits={4} {...form.digits('code')} />
      <SubmitRow label="Save" busyLabel="Saving" busy={form.busy} failure={form.errors.form} />
    </form>
  );
}

describe('useForm', () => {
  it('binds fields, shows a rule error on its field and sends the cleaned values', async () => {
    const sent: unknown[] = [];
    render(<Probe send={async (v) => void sent.push(v)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name needed');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Name'), ' Ann ');
    await userEvent.type(screen.getByLabelText('Code'), '12a345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ name: 'Ann', code: '1234' }]);
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a failed send as the form's error: the server's message, else the fallback", async () => {
    let answer: Error = new ApiError(1, 'Name taken');
    render(<Probe send={() => Promise.reject(answer)} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name taken');
    answer = new Error('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
  });
});
