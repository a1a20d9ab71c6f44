import { expect, test } from '@playwright/test';
import { textOverflows } from './support/overflow';

// The overflow check itself (issue 36): it names text cut by its box or past the page's edge,
// and leaves alone what fits, what scrolls in its own box and what only screen readers read.
test.use({ viewport: { width: 360, height: 640 } });

test('names text cut by an ellipsis or a clipping box, and text past the right edge', async ({
  page,
}) => {
  await page.setContent(`
    <span style="display:inline-block;width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">PEAK +1 CARROT</span>
    <button style="width:80px;overflow:hidden;white-space:nowrap">Use this device's zone (Europe/London)</button>
    <div style="position:relative;left:300px;width:200px">Join in</div>
  `);
  expect(await textOverflows(page)).toEqual([
    { element: 'span', text: 'PEAK +1 CARROT', how: 'cut inside its box' },
    {
      element: 'button',
      text: "Use this device's zone (Europe/London)",
      how: 'cut inside its box',
    },
    { element: 'div', text: 'Join in', how: 'past the right edge of the page' },
  ]);
});

test('leaves alone text that fits, wraps, scrolls in its own box or is for screen readers', async ({
  page,
}) => {
  await page.setContent(`
    <span style="display:inline-block;width:60px;white-space:normal">PEAK +1 CARROT</span>
    <div style="overflow-x:auto;width:300px"><div style="width:900px">A wide table's row</div></div>
    <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Only read aloud, a long sentence</span>
    <p>Short</p>
  `);
  expect(await textOverflows(page)).toEqual([]);
});
