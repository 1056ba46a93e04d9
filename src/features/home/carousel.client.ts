/** The testimonial carousel: previous/next show one slide at a time and wrap at both ends. */
import { wrapIndex } from '../../components/ui/wrap-index.ts';

export function initCarousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-dot]')];
  if (slides.length === 0) return;
  let current = 0;

  const show = (index: number) => {
    current = wrapIndex(index, slides.length);
    slides.forEach((slide, i) => (slide.dataset.active = String(i === current)));
    dots.forEach((dot, i) => (dot.dataset.active = String(i === current)));
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => show(current - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => show(current + 1));
}
