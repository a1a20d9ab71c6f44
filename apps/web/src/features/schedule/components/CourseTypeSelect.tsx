import { Select } from '@mantine/core';
import type { ClassTypeView } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  choiceFromValue,
  choiceOptions,
  choiceValue,
  type CourseChoice,
} from '../lib/course-choice';

interface CourseTypeSelectProps {
  choice: CourseChoice;
  classTypes: readonly ClassTypeView[];
  onChange: (choice: CourseChoice) => void;
  disabled?: boolean;
}

/** The grid course types, then the smart-class types this teacher may open. */
export function CourseTypeSelect({
  choice,
  classTypes,
  onChange,
  disabled,
}: CourseTypeSelectProps) {
  const { t } = useTranslation('schedule');
  const data = useMemo(() => {
    const options = choiceOptions(classTypes);
    const group = (name: 'grid' | 'unfixed') => ({
      group: name === 'grid' ? t('course.grid') : t('course.unfixed'),
      items: options.filter((o) => o.group === name).map(({ value, label }) => ({ value, label })),
    });
    return [group('grid'), group('unfixed')].filter((g) => g.items.length > 0);
  }, [classTypes, t]);
  return (
    <Select
      label={t('course.label')}
      data={data}
      value={choiceValue(choice)}
      onChange={(value) => onChange(choiceFromValue(value))}
      allowDeselect={false}
      disabled={disabled}
      maw={320}
      w="100%"
    />
  );
}
