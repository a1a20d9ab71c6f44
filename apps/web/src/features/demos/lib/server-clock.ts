/**
 * How far the server's clock is ahead of this device's (spec section 3's `bjtimestamp`): the
 * server's reading against the middle of the request's round trip. Windows such as Join's
 * then open on the server's time, whatever the device's clock says.
 */
export function clockSkew(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}
