import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The axe helper itself: a page that starts moving while axe reads it is read again once it
// is still (decision 015). In CI a toast's timer ran out mid-analysis and its fading text
// failed the contrast rule on a page that, at rest, had no problem.
test('an analysis during which a toast starts fading out is made again at rest', async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Toast</title></head>
    <body><main>
      <h1>Payslips</h1>
      <div id="toast" role="status" style="color:#222;background:#fff;transition:opacity 1.5s steps(1,start)">
        The batch is paid
      </div>
    </main>
    <script>
      // The toast's timer runs out as soon as axe is in the page: it jumps to faint text
      // (failing the contrast rule) for the length of its transition, then leaves.
      const toast = document.getElementById('toast');
      const waitForAxe = () => {
        if (!window.axe) return requestAnimationFrame(waitForAxe);
        toast.style.opacity = '0.15';
        toast.addEventListener('transitionend', () => toast.remove());
      };
      waitForAxe();
    </script></body></html>`);

  await expectNoSeriousA11yViolations(page);
  // It was read again after the toast left, not before.
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a page that moves every time axe reads it fails with a message saying so', async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Restless</title></head>
    <body><main><h1 id="title" style="transition:color 50ms">Restless</h1></main>
    <script>
      // Still whenever polled, but each reading by axe starts a short transition.
      const title = document.getElementById('title');
      let dark = true;
      // The reader is wrapped when it is fetched: @axe-core/playwright injects axe again
      // before each reading, then calls run (legacy mode, decision 070) or runPartial.
      let current;
      const wrapped = new WeakSet();
      Object.defineProperty(window, 'axe', {
        configurable: true,
        set: (axe) => { current = axe; },
        get: () => {
          if (current && !wrapped.has(current) && typeof current.run === 'function') {
            wrapped.add(current);
            for (const name of ['run', 'runPartial']) {
              const read = current[name];
              if (typeof read !== 'function') continue;
              current[name] = (...args) => {
                dark = !dark;
                title.style.color = dark ? '#000' : '#111';
                return read.apply(current, args);
              };
            }
          }
          return current;
        },
      });
    </script></body></html>`);

  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(
    /never stayed still while axe read it/,
  );
});
