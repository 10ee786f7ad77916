// What a release does with tags, decided from the tag and the repository's other tags: which
// moving tags (v1, v1.2) follow it and which npm dist-tag it gets. Pure; scripts/release.ts acts.

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** "rc.1" in v1.2.0-rc.1; empty for a release. */
  prerelease: string;
  /** "1.2.0-rc.1": the tag without its "v". */
  text: string;
}

const TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

/** vX.Y.Z or vX.Y.Z-pre, else undefined (v1, v1.2, 1.2.3 and v01.2.3 are not release tags). */
export function parseTag(tag: string): Version | undefined {
  const m = TAG.exec(tag);
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ?? "", text: tag.slice(1) };
}

/** Semver order (a release above its prereleases; prerelease identifiers compared as semver says). */
export function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0 || a.prerelease === b.prerelease) return core;
  if (!a.prerelease) return 1;
  if (!b.prerelease) return -1;
  const [x, y] = [a.prerelease.split("."), b.prerelease.split(".")];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const [nx, ny] = [/^\d+$/.test(x[i]), /^\d+$/.test(y[i])];
    if (nx && ny) return Number(x[i]) - Number(y[i]);
    if (nx !== ny) return nx ? -1 : 1;
    return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}

function releases(tags: string[]): Version[] {
  return tags.map(parseTag).filter((v): v is Version => v !== undefined && v.prerelease === "");
}

/**
 * The moving tags that follow `version`: v<major> when no release of that major is newer, and
 * v<major>.<minor> when none of that minor is. A prerelease moves none; a patch to an older line
 * (v1.1.5 after v1.2.0) moves only its minor tag, so `@v1` never goes back.
 */
export function tagsToMove(version: Version, tags: string[]): string[] {
  if (version.prerelease) return [];
  const others = releases(tags);
  const newest = (same: (v: Version) => boolean): boolean => others.filter(same).every((v) => compareVersions(v, version) <= 0);
  const moved: string[] = [];
  if (newest((v) => v.major === version.major)) moved.push(`v${version.major}`);
  if (newest((v) => v.major === version.major && v.minor === version.minor)) moved.push(`v${version.major}.${version.minor}`);
  return moved;
}

/** npm's dist-tag: next for a prerelease, latest for the newest release, latest-<major> for an older line's. */
export function distTag(version: Version, tags: string[]): string {
  if (version.prerelease) return "next";
  return releases(tags).every((v) => compareVersions(v, version) <= 0) ? "latest" : `latest-${version.major}`;
}
