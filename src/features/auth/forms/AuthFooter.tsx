/** The line under an account form's button: a question, and the link to the page that answers it. */
export const AUTH_LINK_CLASS =
  'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200';

interface AuthFooterProps {
  text: string;
  href: string;
  link: string;
}

export default function AuthFooter({ text, href, link }: AuthFooterProps) {
  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-300">
      {text}{' '}
      <a href={href} className={AUTH_LINK_CLASS}>
        {link}
      </a>
    </p>
  );
}
