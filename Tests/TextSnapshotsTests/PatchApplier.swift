/// Applies a diff made by `LineDiff.unified` to the text it was made from, checking
/// every context and removed line and every hunk header on the way.
enum PatchApplier {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func apply(_ diff: String, to text: String) throws -> String {
        var old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let oldEndsWithNewline = old.last == ""
        if oldEndsWithNewline { old.removeLast() }

        var output: [String] = []
        var lastLineHasNewline = true
        var previousMarker: Character = " "
        var nextOld = 0
        var patchLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        guard patchLines.popFirst()?.hasPrefix("--- ") == true, patchLines.popFirst()?.hasPrefix("+++ ") == true else {
            throw Failure(description: "missing header")
        }
        while let header = patchLines.popFirst() {
            let (oldStart, oldCount, newStart, newCount) = try parse(header)
            let firstOld = oldCount == 0 ? oldStart : oldStart - 1
            guard firstOld >= nextOld, firstOld <= old.count else { throw Failure(description: "bad start \(header)") }
            if firstOld > nextOld { lastLineHasNewline = true }
            output += old[nextOld..<firstOld]
            nextOld = firstOld
            let firstNew = newCount == 0 ? newStart : newStart - 1
            guard firstNew == output.count else { throw Failure(description: "new start \(header) vs \(output.count)") }
            var (seenOld, seenNew) = (0, 0)
            while let line = patchLines.first, !line.hasPrefix("@@") {
                patchLines.removeFirst()
                let body = String(line.dropFirst())
                let marker = line.first ?? "?"
                switch marker {
                case " ", "-":
                    let expected = marker == " " ? body : unmarked(body)
                    guard nextOld < old.count, expected == old[nextOld] else {
                        throw Failure(description: "mismatch at old line \(nextOld + 1): \(line)")
                    }
                    if marker == " " { output.append(old[nextOld]); seenNew += 1; lastLineHasNewline = true }
                    nextOld += 1
                    seenOld += 1
                case "+":
                    output.append(unmarked(body))
                    seenNew += 1
                    lastLineHasNewline = true
                case "\\":
                    if previousMarker != "-" { lastLineHasNewline = false }
                default:
                    throw Failure(description: "unexpected line \(line)")
                }
                previousMarker = marker
            }
            guard (seenOld, seenNew) == (oldCount, newCount) else { throw Failure(description: "counts of \(header)") }
        }
        if nextOld < old.count { lastLineHasNewline = oldEndsWithNewline }
        output += old[nextOld...]
        return output.joined(separator: "\n") + (lastLineHasNewline && !output.isEmpty ? "\n" : "")
    }

    /// Reads `@@ -a,b +c,d @@`, where a missing count means 1.
    private static func parse(_ header: String) throws -> (Int, Int, Int, Int) {
        let parts = header.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@" else { throw Failure(description: "bad header \(header)") }
        func range(_ text: Substring) throws -> (Int, Int) {
            let numbers = text.dropFirst().split(separator: ",").compactMap { Int($0) }
            switch numbers.count {
            case 1: return (numbers[0], 1)
            case 2: return (numbers[0], numbers[1])
            default: throw Failure(description: "bad range \(text)")
            }
        }
        let (oldStart, oldCount) = try range(parts[1])
        let (newStart, newCount) = try range(parts[2])
        return (oldStart, oldCount, newStart, newCount)
    }

    /// Turns trailing "␠" and "␉" back into spaces and tabs.
    private static func unmarked(_ line: String) -> String {
        let marks = line.reversed().prefix { $0 == "\u{2420}" || $0 == "\u{2409}" }
        return String(line.dropLast(marks.count)) + marks.reversed().map { $0 == "\u{2420}" ? " " : "\t" }
    }
}
