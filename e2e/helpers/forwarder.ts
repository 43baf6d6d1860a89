import net from 'node:net';

// A visitor of an address of its own for a browser: the browser connects to a port on loopback, and the
// forwarder takes each connection on to the target from `from` (all of 127/8 is this machine), so a proxy
// in front of the portal sees that address. A browser cannot choose its own.

export interface Forwarder {
  origin: string;
  stop(): Promise<void>;
}

export async function forwardFrom(from: string, target: { host: string; port: number }): Promise<Forwarder> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.host, port: target.port, localAddress: from });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
