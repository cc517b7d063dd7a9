/** The magnifier of the search button: its own module, so the modal's icons stay out of the first load. */
import { strokeIconProps } from '../icons.tsx';

export const SearchIcon = () => (
  <svg {...strokeIconProps(18)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
