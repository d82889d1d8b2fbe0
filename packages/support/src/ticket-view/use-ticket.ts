import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  fetchTicket,
  fetchTicketFeed,
  markTicketCommentsRead,
  ticketPath,
  type Ticket,
  type TicketPath,
} from '@paydeck/core/support'
import { usePaydeck } from '@paydeck/react'
import type { HttpClient, UserKind } from '@paydeck/core'
import { supportKeys } from '../tickets/support-queries'

/** A ticket and its feed as the reader's side sees them; the other side's comments are marked read once shown. */
export function useTicket(kind: UserKind, id: number) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const ticket = useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => fetchTicket(paydeck.http, id, signal),
  })
  const path = ticket.data ? ticketPath(kind, ticket.data) : null
  const feed = useQuery({
    queryKey: supportKeys.feed(id),
    queryFn: ({ signal }) => fetchTicketFeed(paydeck.http, path!, signal),
    enabled: path !== null,
  })
  const unread = ticket.data?.unreadComments ?? 0
  useEffect(() => {
    if (!path || !feed.isSuccess || unread === 0) return
    // The feed keeps its 'new' marks for this visit; the list and the ticket's counter learn they were read.
    void markTicketCommentsRead(paydeck.http, path).then(() => {
      queryClient.setQueryData<Ticket>(supportKeys.ticket(id), (old) => old && { ...old, unreadComments: 0 })
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets() })
    })
  }, [path, feed.isSuccess, unread, paydeck.http, queryClient, id])

  /** An action on the ticket; afterwards the ticket, its feed and the lists are read again. */
  const useAction = <V>(run: (http: HttpClient, path: TicketPath, value: V) => Promise<unknown>) =>
    useMutation({
      mutationFn: (value: V) => run(paydeck.http, path!, value),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
          queryClient.invalidateQueries({ queryKey: supportKeys.feed(id) }),
          queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
        ]),
    })
  return { ticket, feed, path, useAction }
}
