// TEMPORARY: stands in for the lead's Diffing/LineDiff.swift until it lands on main; delete
// this file when merging it. Shows every old line removed and every new line added.
package enum LineDiff {
    package static func unified(from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String? {
        guard old != new else { return nil }
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        return (["--- \(oldLabel)", "+++ \(newLabel)", "@@ -1,\(oldLines.count) +1,\(newLines.count) @@"]
            + oldLines.map { "-\($0)" } + newLines.map { "+\($0)" }).joined(separator: "\n")
    }
}
