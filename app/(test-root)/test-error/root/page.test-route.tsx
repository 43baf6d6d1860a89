/** Under a root layout that fails in test mode and does not exist otherwise (app/(test-root)/layout.tsx). */
export default function TestErrorRootPage() {
  return null;
}
