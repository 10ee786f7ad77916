export type JsonSource = "whole" | "fence" | "embedded";
export type Extracted = {
    found: true;
    value: unknown;
    source: JsonSource;
} | {
    found: false;
};
export declare function extractJson(text: string, options?: {
    embedded?: boolean;
}): Extracted;
