'use client';
import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the request, given by the root layout on dynamic pages (none on prerendered ones).
 * The browser's Emotion cache keeps the first one it reads (components/mui/mui-provider.tsx): a later
 * refresh brings a new request's nonce, but the document's policy is still the one it loaded with.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
