'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './care-summary.module.css';

const never = () => () => {};
const canSpeak = () => 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

/**
 * Reads `text` aloud with the browser's own speech synthesis (issue 62, the care mode): nothing is sent
 * anywhere and nothing is loaded. Pressed again, it stops; leaving the page stops it too. A browser that
 * cannot speak says so, and points at the phone's own screen reader.
 */
export function ReadAloudButton({ text }: { text: string }) {
  const supported = useSyncExternalStore(never, canSpeak, () => true);
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  if (!supported) return <p className={styles.unsupported}>{identifierMessages.readAloudUnsupported}</p>;
  const toggle = () => {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'zh-CN';
    utterance.rate = 0.9;
    const voice = synthesis.getVoices().find((v) => v.lang.replace('_', '-').toLowerCase().startsWith('zh'));
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    synthesis.speak(utterance);
    setSpeaking(true);
  };
  return (
    <button type="button" className={styles.readAloud} onClick={toggle}>
      {speaking ? identifierMessages.stopReading : identifierMessages.readAloud}
    </button>
  );
}
