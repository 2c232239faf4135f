/**
 * The one platform API the contract uses: the WHATWG `URL`, which browsers and Node share. The
 * contract is compiled without the DOM and Node types, so nothing else of either creeps in.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
}
