import dgram from 'node:dgram';

export interface DnsServer {
  port: number;
  /** The address given for every A question from now on, or undefined for "no such name". */
  answer(address: string | undefined): void;
  queries(): number;
  close(): Promise<void>;
}

/**
 * A DNS server on loopback that answers A questions with one address (TTL 1 s) or NXDOMAIN: the
 * smallest stand-in for Docker's embedded DNS, so the test can move the server to a new address.
 */
export async function startDnsServer(): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  let current: string | undefined;
  let count = 0;
  socket.on('message', (query, client) => {
    count += 1;
    // The question ends at the name's zero byte, then type and class (4 bytes).
    let end = 12;
    while (end < query.length && query[end] !== 0) end += (query[end] ?? 0) + 1;
    const question = query.subarray(12, end + 5);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(current ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(current ? 1 : 0, 6);
    const record = current
      ? Buffer.concat([
          Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 1, 0, 4]),
          Buffer.from(current.split('.').map(Number)),
        ])
      : Buffer.alloc(0);
    socket.send(Buffer.concat([header, question, record]), client.port, client.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    answer: (address) => (current = address),
    queries: () => count,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
