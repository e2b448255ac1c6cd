// Types of bundle-contract.mjs, for the tests that bundle the parts themselves.
export declare const PARTS_ROOT: string;
export declare function bundleContract(rootPath?: string): Promise<Record<string, unknown>>;
export declare function bundledContractText(rootPath?: string): Promise<string>;
