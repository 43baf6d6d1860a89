import 'server-only';
import type { IronSession } from 'iron-session';
import { sessionOptions, type SessionData } from './session';

/** Saves with the lifetime the session was started with (30 days when 'remember' was ticked). */
export async function persist(session: IronSession<SessionData>): Promise<void> {
  session.updateConfig(sessionOptions(session.remember));
  await session.save();
}
