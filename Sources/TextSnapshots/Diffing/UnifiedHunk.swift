import ViewStateKit
/// A run of edit steps shown together under one `@@ -a,b +c,d @@` header.
struct UnifiedHunk {
    /// The hunk's steps: changes and the unchanged lines around them.
    let steps: ArraySlice<DiffStep>
    /// Old lines before the hunk (0-based index of its first old line).
    let oldStart: Int
    /// New lines before the hunk (0-based index of its first new line).
    let newStart: Int

    /// The header, numbered as GNU `diff -u` numbers it.
    ///
    /// A range of one line omits its count (`-5`); an empty range names the line
    /// before it (`-0,0` for an insertion at the top): `@@ -3,4 +3,0 @@`.
    var header: String {
        let oldCount = steps.count(where: \.consumesOld)
        let newCount = steps.count(where: \.consumesNew)
        return "@@ -\(Self.range(start: oldStart, count: oldCount)) +\(Self.range(start: newStart, count: newCount)) @@"
    }

    private static func range(start: Int, count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    /// The hunks of `steps` with `context` unchanged lines around each change.
    ///
    /// Changes separated by at most `2 * context` unchanged lines share a hunk,
    /// exactly when GNU diff merges them.
    static func hunks(of steps: [DiffStep], context: Int) -> [UnifiedHunk] {
        var ranges: [Range<Int>] = []
        var open: (start: Int, changeEnd: Int)?
        var index = 0
        while index < steps.count {
            guard steps[index].isChange else {
                index += 1
                continue
            }
            let changeStart = index
            while index < steps.count, steps[index].isChange { index += 1 }
            if let current = open, changeStart - current.changeEnd <= 2 * context {
                open = (current.start, index)
            } else {
                if let current = open { ranges.append(current.start..<current.changeEnd + context) }
                open = (max(0, changeStart - context), index)
            }
        }
        if let current = open { ranges.append(current.start..<min(current.changeEnd + context, steps.count)) }

        var hunks: [UnifiedHunk] = []
        var counted = 0, oldLines = 0, newLines = 0
        for range in ranges {
            for step in steps[counted..<range.lowerBound] {
                if step.consumesOld { oldLines += 1 }
                if step.consumesNew { newLines += 1 }
            }
            counted = range.lowerBound
            hunks.append(UnifiedHunk(steps: steps[range], oldStart: oldLines, newStart: newLines))
        }
        return hunks
    }
}
