// 001 §2 writes the confirm page both ways; both addresses serve the same page.
export { default, metadata } from '../confirmOrder/page';
