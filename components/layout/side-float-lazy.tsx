'use client';
import dynamic from 'next/dynamic';

// The side menu's panels (the identifier search with its MUI field, the mini-program and phone cards)
// show only on hover, click or in the phone sheet: their code loads then, not with every page.
export const loadSideFloatPanels = () => import('./side-float-panels');

export const IdentifierSearchBox = dynamic(() => loadSideFloatPanels().then((m) => m.IdentifierSearchBox), { ssr: false });
export const MiniProgramCard = dynamic(() => loadSideFloatPanels().then((m) => m.MiniProgramCard), { ssr: false });
export const ServicePhoneCard = dynamic(() => loadSideFloatPanels().then((m) => m.ServicePhoneCard), { ssr: false });
