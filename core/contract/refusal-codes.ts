// Codes in a gateway's refusal that a page acts on, not only shows. No imports: client components read
// them without pulling the contract's schemas into the browser.

/** A slider proof refused (made up, expired, spent): the page asks for a new drag. */
export const captchaRefusedCode = 40010;
