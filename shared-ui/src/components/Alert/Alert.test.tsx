import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors at once and other messages politely', () => {
    render(
      <>
        <Alert variant="error">Date de autentificare incorecte.</Alert>
        <Alert variant="success">Cont creat</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Date de autentificare incorecte.');
    expect(screen.getByRole('status').textContent).toBe('Cont creat');
  });
});
