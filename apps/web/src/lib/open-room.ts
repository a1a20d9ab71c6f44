import { toast } from './toast';

/**
 * Opens a meeting room in a new window (spec section 2): the window is opened inside the click
 * (one opened after the request would be blocked), then given the room's URL, or closed again
 * with the error's toast when the link cannot be had. The meeting's page gets no handle on the
 * portal (`opener` cleared).
 */
export function openRoom(roomLink: () => Promise<string>): void {
  const room = window.open('', '_blank');
  if (room) room.opener = null;
  roomLink().then(
    (url) => {
      if (room) room.location.href = url;
      else window.location.assign(url);
    },
    (error: unknown) => {
      room?.close();
      toast.error(error);
    },
  );
}
