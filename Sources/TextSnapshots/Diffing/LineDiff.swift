import ViewStateKit
/// Unified diffs of texts, numbered like GNU `diff -u`: how a rendered screen
/// differs from its reference snapshot.
///
/// ```swift
/// LineDiff.unified(from: "a\nb\n", to: "a\nc\n", oldLabel: "reference", newLabel: "rendered")
/// ```
/// returns
/// ```text
/// --- reference
/// +++ rendered
/// @@ -1,2 +1,2 @@
///  a
/// -b
/// +c
/// ```
package enum LineDiff {
    /// A unified diff that turns `old` into `new`, or nil when the texts are equal.
    ///
    /// Texts are split into lines on "\n" and compared byte for byte. Each
    /// change is shown with `context` unchanged lines around it; changes closer
    /// than `2 * context` lines share a hunk. Trailing spaces and tabs of removed
    /// and added lines are drawn as "␠" and "␉", so a change in trailing
    /// whitespace alone is readable. When one text ends without a newline, the
    /// affected line is followed by `\ No newline at end of file`. The result has
    /// no newline at its end.
    ///
    /// ```swift
    /// LineDiff.unified(
    ///     from: "Login\nemail: \npassword\n",
    ///     to: "Login\nemail: taro\npassword\n",
    ///     oldLabel: "Login/idle.txt (reference)",
    ///     newLabel: "Login/idle.txt (rendered)"
    /// )
    /// ```
    /// returns
    /// ```text
    /// --- Login/idle.txt (reference)
    /// +++ Login/idle.txt (rendered)
    /// @@ -1,3 +1,3 @@
    ///  Login
    /// -email:␠
    /// +email: taro
    ///  password
    /// ```
    ///
    /// - Parameters:
    ///   - old: The text the diff starts from, such as the reference snapshot.
    ///   - new: The text the diff leads to, such as the freshly rendered screen.
    ///   - oldLabel: Shown after `--- ` in the first line.
    ///   - newLabel: Shown after `+++ ` in the second line.
    ///   - context: Unchanged lines shown around each change; negative counts as 0.
    package static func unified(
        from old: String,
        to new: String,
        oldLabel: String,
        newLabel: String,
        context: Int = 3
    ) -> String? {
        if old.hasSameBytes(as: new) { return nil }
        let hunkLines = TextLine.withLines(of: old) { oldLines in
            TextLine.withLines(of: new) { newLines in
                hunkText(oldLines, newLines, context: max(0, context))
            }
        }
        return (["--- \(oldLabel)", "+++ \(newLabel)"] + hunkLines).joined(separator: "\n")
    }

    private static func hunkText(_ oldLines: [TextLine], _ newLines: [TextLine], context: Int) -> [String] {
        var output: [String] = []
        for hunk in UnifiedHunk.hunks(of: MyersDiff.steps(from: oldLines, to: newLines), context: context) {
            output.append(hunk.header)
            for step in hunk.steps {
                let (prefix, line) = switch step {
                case .keep(let oldIndex, _): (" ", oldLines[oldIndex])
                case .delete(let oldIndex): ("-", oldLines[oldIndex])
                case .insert(let newIndex): ("+", newLines[newIndex])
                }
                output.append(prefix + (step.isChange ? line.markingTrailingWhitespace : line.text))
                if !line.hasNewline { output.append(#"\ No newline at end of file"#) }
            }
        }
        return output
    }
}
