export type MascotMood = 'happy' | 'sad';

interface MascotProps {
  mood: MascotMood;
  /** Width in px (the height follows); 96 by default. */
  size?: number;
  /** The text alternative; without one the mascot is decorative (the dialog says it all). */
  label?: string;
}

const LINE = '#343a40';
const EAR_INNER = '#ffc9c9';

/**
 * The site assistant: a rabbit (carrots are the teachers' currency), drawn for this product.
 * Happy holds a carrot with its ears up; sad droops its ears and sheds a tear. Used in the
 * public site's dialogs, and meant for the carrot shop's as well.
 */
export function Mascot({ mood, size = 96, label }: MascotProps) {
  const happy = mood === 'happy';
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      width={size}
      height={(size * 140) / 120}
      viewBox="0 0 120 140"
      data-mascot={mood}
      {...a11y}
    >
      {/* Ears: up when happy, drooping to the sides when sad. */}
      <g transform={happy ? 'rotate(-12 46 40)' : 'rotate(-58 46 46)'}>
        <ellipse cx="46" cy="22" rx="10" ry="24" fill="#fff" stroke={LINE} strokeWidth="2.5" />
        <ellipse cx="46" cy="24" rx="5" ry="16" fill={EAR_INNER} />
      </g>
      <g transform={happy ? 'rotate(12 74 40)' : 'rotate(58 74 46)'}>
        <ellipse cx="74" cy="22" rx="10" ry="24" fill="#fff" stroke={LINE} strokeWidth="2.5" />
        <ellipse cx="74" cy="24" rx="5" ry="16" fill={EAR_INNER} />
      </g>
      <ellipse cx="60" cy="118" rx="30" ry="20" fill="#fff" stroke={LINE} strokeWidth="2.5" />
      <circle cx="60" cy="72" r="33" fill="#fff" stroke={LINE} strokeWidth="2.5" />
      <circle cx="40" cy="82" r="5" fill={EAR_INNER} />
      <circle cx="80" cy="82" r="5" fill={EAR_INNER} />
      {happy ? (
        <>
          <path
            d="M41 70q5-7 10 0M69 70q5-7 10 0"
            fill="none"
            stroke={LINE}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            d="M52 84q4 5 8 0q4 5 8 0"
            fill="none"
            stroke={LINE}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </>
      ) : (
        <>
          <path d="M39 62l10 3M81 62l-10 3" stroke={LINE} strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="46" cy="71" r="3.5" fill={LINE} />
          <circle cx="74" cy="71" r="3.5" fill={LINE} />
          <path d="M76 77q3 5 0 8q-3-3 0-8z" fill="#74c0fc" />
          <path
            d="M52 90q8-6 16 0"
            fill="none"
            stroke={LINE}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </>
      )}
      <ellipse cx="60" cy="79" rx="4" ry="3" fill="#ff8787" />
      {happy && (
        <g transform="rotate(-28 98 112)">
          <path d="M92 100h12l-6 30z" fill="#ff922b" stroke="#d9480f" strokeWidth="1.5" />
          <path
            d="M95 100l-3-8M98 100v-9M101 100l3-8"
            stroke="#37b24d"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </g>
      )}
    </svg>
  );
}
