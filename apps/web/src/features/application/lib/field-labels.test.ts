import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../lib/i18n';
import application from '../../../locales/en/application.json';
import { useFieldLabel, type ResumeFieldKey } from './field-labels';

function Labels({ fields }: { fields: ResumeFieldKey[] }) {
  const label = useFieldLabel();
  return createElement(
    'ul',
    null,
    ...fields.map((field) => createElement('li', null, label(field))),
  );
}

beforeAll(async () => {
  await loadTexts('application');
});

describe('useFieldLabel', () => {
  it('reads each resume field’s label from the application catalogue', () => {
    const { firstName, birthday, teachingCertificate } = application.application.fields;
    expect(
      renderToStaticMarkup(
        createElement(Labels, { fields: ['firstName', 'birthday', 'teachingCertificate'] }),
      ),
    ).toBe(`<ul><li>${firstName}</li><li>${birthday}</li><li>${teachingCertificate}</li></ul>`);
  });
});
