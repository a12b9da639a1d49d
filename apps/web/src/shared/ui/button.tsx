import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-accent text-on-accent hover:brightness-110',
  ghost: 'border border-line text-text hover:bg-surface-2',
  /** On a warning banner: the banner's colours the other way round. */
  onWarn: 'bg-on-warn text-warn',
} as const;

const SIZES = {
  small: 'min-h-8 rounded-lg px-3 py-1.5 text-xs',
  medium: 'min-h-10 rounded-xl px-4 text-sm',
  large: 'min-h-11 rounded-xl px-5 text-base',
} as const;

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/**
 * The button look, also worn by links that act as buttons. Colours ease; opacity does not, so a
 * button enabled again is at full contrast at once (a fading one failed axe's contrast check).
 */
export const buttonClass = ({ variant = 'primary', size = 'medium' }: ButtonLook = {}, className?: string) =>
  clsx(
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    SIZES[size],
    VARIANTS[variant],
    className,
  );

export function Button({ variant, size, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook) {
  return <button type="button" {...rest} className={buttonClass({ variant, size }, className)} />;
}
