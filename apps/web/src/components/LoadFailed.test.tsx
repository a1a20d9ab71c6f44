// @vitest-environment happy-dom
import { MESSAGES } from '@portal/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { renderUi } from '../test/render';
import { LoadFailed } from './LoadFailed';

afterEach(cleanup);

describe('LoadFailed', () => {
  it("shows the catalogue's message under the title and asks again on Try again", () => {
    const onRetry = vi.fn();
    const error = new ApiError({ code: 'BIZ_X', status: 500, message: MESSAGES.networkError });
    renderUi(
      <LoadFailed
        error={error}
        title="This could not be loaded."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    expect(alert.textContent).toContain(MESSAGES.networkError);
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says the catalogue's system error for a failure that is not the API's", () => {
    renderUi(
      <LoadFailed error={new TypeError('boom')} retryLabel="Try again" onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.systemError);
    expect(screen.getByRole('alert').textContent).not.toContain('boom');
  });

  it('puts the button on a line of its own only when asked', () => {
    renderUi(<LoadFailed error={null} retryLabel="Again" onRetry={() => {}} retryOnOwnLine />);
    expect(screen.getByRole('button', { name: 'Again' }).style.display).toBe('block');
    cleanup();
    renderUi(<LoadFailed error={null} retryLabel="Again" onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Again' }).style.display).toBe('');
  });
});
