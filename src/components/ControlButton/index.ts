import styles from './styles.module.css';

/**
 * The one look of every control of a page and of its live examples: a button, or a link or a
 * disclosure that acts like one. Infima's button, sized and coloured by the theme's tokens.
 */
export const controlButton = `button ${styles.control}`;

/** The same box for a select, which Infima's button class does not fit. */
export const controlSelect = styles.select;
