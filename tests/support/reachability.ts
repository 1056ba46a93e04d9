/** Whether a server answers on this machine's other interfaces (the local servers must not). */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * This machine's addresses other than loopback (a link-local one needs a scope, so is left out).
 */
export function otherAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address);
}

/** True when a TCP connection to host:port opens within 2 s. */
export function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
