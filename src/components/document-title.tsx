const APP_NAME = 'Workflow Console';

interface DocumentTitleProps {
  /** What the screen shows; none yet (still loading): the app's name alone. */
  title?: string | null;
  /** After the title; the end-user form names itself "Settings", not the console. */
  suffix?: string;
}

/**
 * The browser tab's title. React 19 hoists a `<title>` rendered anywhere into <head> and removes it
 * with the screen, so no effect sets `document.title` and no screen leaves its title behind.
 */
export function DocumentTitle({ title, suffix = APP_NAME }: DocumentTitleProps) {
  return <title>{title ? `${title} · ${suffix}` : APP_NAME}</title>;
}
