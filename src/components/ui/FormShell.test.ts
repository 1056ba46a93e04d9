import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import FormShell from './FormShell.tsx';
import type { FormSubmit } from './use-form-submit.ts';

const labels = { submit: 'Sign In', pending: 'Signing in...' };
const cycle = (state: Partial<FormSubmit>): FormSubmit => ({
  handleSubmit: async () => {},
  recheck: async () => {},
  pending: false,
  submitDisabled: false,
  ...state,
});
const shell = (submit: FormSubmit, waiting?: boolean) =>
  renderToStaticMarkup(
    createElement(FormShell, {
      submit,
      labels,
      waiting,
      footer: createElement('p', null, 'No account yet?'),
      children: createElement('input', { name: 'email' }),
    }),
  );

test('a form posts, leaves checking to its schema, and has its fields, button and footer in order', () => {
  const html = shell(cycle({}));
  const form = /^<form ([^>]*)>(.*)<\/form>$/.exec(html);
  expect(form?.[1]).toMatch(/method="post"/);
  expect(form?.[1]).toMatch(/novalidate=""/i);
  expect(form?.[2]).toBe(
    '<input name="email"/>' +
      '<button type="submit" class="btn-primary w-full py-3 text-base">Sign In</button>' +
      '<p>No account yet?</p>',
  );
});

test('the button says the request is under way and cannot be pressed again meanwhile', () => {
  const html = shell(cycle({ pending: true, submitDisabled: true }));
  expect(html).toContain(
    '<button type="submit" disabled="" class="btn-primary w-full py-3 text-base">Signing in...</button>',
  );
});

test('a form waiting for something of its own keeps its button disabled', () => {
  expect(shell(cycle({}), true)).toContain('<button type="submit" disabled=""');
});
