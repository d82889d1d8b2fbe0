import { Outlet } from '@tanstack/react-router'

/** Signed-in screens bring their own frame (the shell); the authentication pages stand alone. */
export function RootLayout() {
  return <Outlet />
}
