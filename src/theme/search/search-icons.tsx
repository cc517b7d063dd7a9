/** Icons of the search modal (inline SVG, like the shell's); loaded with the modal. */
import { strokeIconProps } from '../icons.tsx';

const common = strokeIconProps(18);

export { SearchIcon } from './SearchIcon.tsx';
export const SpinnerIcon = () => (
  <svg {...common} className="s-search-spinner">
    <path d="M21 12a9 9 0 1 1-6.2-8.6" />
  </svg>
);
export const PageIcon = () => (
  <svg {...common}>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5" />
  </svg>
);
export const HashIcon = () => (
  <svg {...common}>
    <path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16" />
  </svg>
);
export const TextIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </svg>
);
export const HistoryIcon = () => (
  <svg {...common}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </svg>
);
export const StarIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...common} fill={filled ? 'currentColor' : 'none'}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </svg>
);
export const CloseSmallIcon = () => (
  <svg {...common}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const EnterIcon = () => (
  <svg {...common} width={14} height={14}>
    <path d="M20 5v7a3 3 0 0 1-3 3H5m0 0 4-4m-4 4 4 4" />
  </svg>
);
