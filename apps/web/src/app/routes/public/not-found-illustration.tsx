/**
 * Inline illustration for the not-found page: a lost parcel beside a signpost. The "404" sits left
 * of the signpost (they overlapped, with a stray arc drawn inside the zero: issue 12 §1).
 */
export function NotFoundIllustration() {
  return (
    <svg
      viewBox="0 0 320 220"
      className="mx-auto h-auto w-full max-w-xs"
      role="img"
      aria-label="A lost parcel"
    >
      <ellipse cx="160" cy="196" rx="130" ry="14" fill="#d1fae5" />
      <text
        x="108"
        y="90"
        textAnchor="middle"
        fontSize="74"
        fontWeight="700"
        fill="#a7f3d0"
        fontFamily="inherit"
      >
        404
      </text>
      <rect x="226" y="60" width="8" height="136" rx="3" fill="#94a3b8" />
      <path d="M196 72h62l12 11-12 11h-62z" fill="#047857" />
      <path d="M264 104h-62l-12 11 12 11h62z" fill="#0f766e" />
      <rect x="206" y="80" width="34" height="5" rx="2.5" fill="#ecfdf5" />
      <rect x="212" y="112" width="34" height="5" rx="2.5" fill="#ecfdf5" />
      <g transform="translate(70 112)">
        <path d="M0 26 48 4l48 22v50L48 98 0 76z" fill="#f59e0b" />
        <path d="M48 48 96 26v50L48 98z" fill="#d97706" />
        <path d="M0 26 48 48v50L0 76z" fill="#fbbf24" />
        <path d="M0 26 48 4l48 22-48 22z" fill="#fcd34d" />
        <path d="M24 15 72 37v14l-10-4V42L14 20z" fill="#fef3c7" />
        <circle cx="22" cy="58" r="3" fill="#92400e" />
        <circle cx="32" cy="63" r="3" fill="#92400e" />
        <path d="M20 72q7-6 14 3" stroke="#92400e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </g>
      <g fill="#047857" opacity="0.9">
        <circle cx="48" cy="60" r="4" />
        <circle cx="276" cy="40" r="3" />
        <circle cx="120" cy="30" r="2.5" />
      </g>
    </svg>
  );
}
