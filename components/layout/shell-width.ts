/** Width of the shell's content column; pages that line up with the header use the same value. */
export const shellMaxWidth = 1200;
