import { useId, useState } from 'react';
import classes from './Faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as an accordion (WAI-ARIA pattern): each question is a button in a
 * heading that shows or hides its answer, announced as expanded or collapsed.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className={classes.faq}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={classes.item}>
            <h3 className={classes.question}>
              <button
                type="button"
                id={buttonId}
                className={classes.toggle}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  className={classes.chevron}
                >
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className={classes.answer}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
