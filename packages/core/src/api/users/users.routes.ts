import { openTo, type RouteArea } from '../../contract/route'
import { userContextSchema } from './users.schema'

export const userRoutes = {
  area: 'users',
  description: 'The signed-in user’s context: who they are, their organisation, permissions and theme.',
  access: openTo('Every user reads their own context.'),
  routes: {
    fetchUserContext: {
      method: 'GET',
      path: 'users',
      summary: 'The signed-in user’s context, read once after sign-in',
      answer: userContextSchema,
    },
  },
} satisfies RouteArea
