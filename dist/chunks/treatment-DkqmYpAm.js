// What changed for the agent between the baseline and the head: files of its
// workspace added, removed or modified, runner settings before → after, and
// agent CLI versions. Pure; the manifests are built by execute/treatment.ts.
function diffTreatment(base, head, baseRunners, headRunners) {
    const changes = {
        known: base !== undefined && head !== undefined,
        files: { added: [], removed: [], modified: [], omittedChanged: false },
        settings: [],
        versions: versionChanges(baseRunners, headRunners),
    };
    if (base && head)
        diffManifests(base, head, changes);
    // The model the sessions reported, when the configuration left it to the CLI.
    for (const h of headRunners) {
        const b = baseRunners.find((r) => r.id === h.id);
        const recorded = changes.settings.some((c) => c.runnerId === h.id && (c.field === "model" || c.field === "type"));
        if (!recorded && b?.model !== undefined && h.model !== undefined && b.model !== h.model)
            changes.settings.push({ runnerId: h.id, field: "model", base: b.model, head: h.model });
        if (!recorded && !changes.known && b && b.type !== h.type)
            changes.settings.push({ runnerId: h.id, field: "type", base: b.type, head: h.type });
    }
    return changes;
}
function diffManifests(base, head, changes) {
    const before = base.workspace.files;
    const after = head.workspace.files;
    for (const [file, hash] of Object.entries(after)) {
        if (!(file in before))
            changes.files.added.push(file);
        else if (before[file] !== hash)
            changes.files.modified.push(file);
    }
    for (const file of Object.keys(before))
        if (!(file in after))
            changes.files.removed.push(file);
    changes.files.omittedChanged = base.workspace.omitted?.hash !== head.workspace.omitted?.hash;
    const ws = (field, b, h) => {
        if (show(b) !== show(h))
            changes.settings.push({ runnerId: "", field: `workspace ${field}`, base: show(b), head: show(h) });
    };
    ws("mode", base.workspace.mode, head.workspace.mode);
    ws("bootstrap", base.workspace.bootstrap, head.workspace.bootstrap);
    for (const [runnerId, h] of Object.entries(head.runners)) {
        const b = base.runners[runnerId];
        if (b)
            changes.settings.push(...runnerSettingChanges(runnerId, b, h));
    }
    for (const kind of ["added", "removed", "modified"])
        changes.files[kind].sort();
}
function runnerSettingChanges(runnerId, base, head) {
    const out = [];
    const fields = new Set([...Object.keys(base), ...Object.keys(head)]);
    for (const field of [...fields].sort()) {
        if (field === "files" || field === "options")
            continue;
        const b = show(base[field]);
        const h = show(head[field]);
        if (b !== h)
            out.push({ runnerId, field, base: b, head: h });
    }
    const options = new Set([...Object.keys(base.options), ...Object.keys(head.options)]);
    for (const key of [...options].sort()) {
        const b = show(base.options[key]);
        const h = show(head.options[key]);
        if (b !== h)
            out.push({ runnerId, field: key, base: b, head: h });
    }
    const files = new Set([...Object.keys(base.files ?? {}), ...Object.keys(head.files ?? {})]);
    for (const file of [...files].sort()) {
        const b = base.files?.[file];
        const h = head.files?.[file];
        if (b !== h)
            out.push({
                runnerId,
                field: file,
                base: b === undefined ? "(none)" : "content",
                head: h === undefined ? "(none)" : b === undefined ? "content" : "modified",
            });
    }
    return out;
}
/** CLI versions that differ; a version known on one side only is not a difference. */
function versionChanges(base, head) {
    const out = [];
    for (const h of head) {
        const b = base.find((r) => r.id === h.id);
        if (b?.version !== undefined && h.version !== undefined && b.version !== h.version)
            out.push({ runnerId: h.id, base: b.version, head: h.version });
    }
    return out;
}
function show(value) {
    if (value === undefined || value === null)
        return "(none)";
    if (typeof value === "string")
        return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string"))
        return value.length === 0 ? "(none)" : value.join(" ");
    return JSON.stringify(value);
}

export { diffTreatment as d };
