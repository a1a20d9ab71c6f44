import { Textarea } from '@mantine/core';

/** A staff member's reason for an action (kept in the audit trail): required, at most `max` long. */
export function ReasonField({
  label,
  description,
  value,
  onChange,
  max,
  error,
}: {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string | undefined;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required
      maxLength={max}
      autosize
      minRows={2}
      error={error}
    />
  );
}
