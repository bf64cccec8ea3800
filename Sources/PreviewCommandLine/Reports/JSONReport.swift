import PreviewCatalog
/// `check` and `record` results as JSON: one object per snapshot, keys always in the order
/// `screen`, `state`, `variant`, `status`, `path`, then `diff` (for `differs`) and `detail`
/// when there is one.
///
/// ```text
/// $ swift run preview check --format json
/// [
///   {"screen": "Login", "state": "idle", "variant": "w40", "status": "match", "path": "Login/idle.txt"},
///   {"screen": "Login", "state": "error", "variant": "w40", "status": "differs", "path": "Login/error.txt", "diff": "--- Login/error.txt (recorded)\n…"},
///   {"screen": "Login", "state": null, "variant": null, "status": "uncovered", "path": ".success", "detail": "no preview reaches it"}
/// ]
/// ```
package enum JSONReport {
    package static func document(_ results: [SnapshotResult]) -> String {
        guard !results.isEmpty else { return "[]" }
        let objects = results.map { "  " + object($0) }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    private static func object(_ result: SnapshotResult) -> String {
        var fields = [
            ("screen", JSONText.quoted(result.screen)),
            ("state", result.state.map(JSONText.quoted) ?? "null"),
            ("variant", result.variant.map(JSONText.quoted) ?? "null"),
            ("status", JSONText.quoted(result.status.rawValue)),
            ("path", JSONText.quoted(result.path)),
        ]
        if let diff = result.diff { fields.append(("diff", JSONText.quoted(diff))) }
        if let detail = result.detail { fields.append(("detail", JSONText.quoted(detail))) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
