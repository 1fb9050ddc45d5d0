/** The product mark: a stylised orbit (decorative; the link around it carries the name). */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="tycho-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7aa2ff" />
          <stop offset="1" stopColor="#b37cff" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill="url(#tycho-logo)" />
      <ellipse
        cx="16"
        cy="16"
        rx="10"
        ry="4.5"
        fill="none"
        stroke="#0d111c"
        strokeWidth="2"
        transform="rotate(-30 16 16)"
      />
      <circle cx="16" cy="16" r="3.5" fill="#0d111c" />
    </svg>
  );
}
