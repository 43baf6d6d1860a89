'use client';
import { createContext, useContext } from 'react';

/** True in demo mode: forms that send a code link to the demo inbox (components/forms/demo-inbox-hint.tsx). */
export const DemoInboxContext = createContext(false);

export const useDemoInbox = () => useContext(DemoInboxContext);
