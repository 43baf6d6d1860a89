import styles from './action.module.css';

export interface ActionLook {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'secondary';
  fullWidth?: boolean;
  /** On a dark banner (outlined only): white text and border. */
  onDark?: boolean;
}

/** The class names of a button or link drawn as MUI's Button, from action.module.css. */
export function actionClass({ variant = 'text', size = 'medium', color = 'primary', fullWidth = false, onDark = false }: ActionLook = {}): string {
  return [
    styles.action,
    styles[variant],
    size !== 'medium' && styles[size],
    color === 'secondary' && styles.secondary,
    fullWidth && styles.fullWidth,
    onDark && styles.onDark,
  ]
    .filter(Boolean)
    .join(' ');
}
