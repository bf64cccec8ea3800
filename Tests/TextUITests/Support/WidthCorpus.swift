import Foundation

/// The checked-in width corpus (`width-corpus.txt` beside this file, written by
/// `Sources/TextUI/Unicode/generate-width-tables.py`): strings across scripts, emoji of every
/// version, sequences, selectors and controls, each with the width `wcwidth.wcswidth` gives
/// and the width ``DisplayWidth`` is meant to give (the same, or wider where `wcswidth`
/// carries state across clusters). Reading it needs no Python.
enum WidthCorpus {
    struct Entry: Sendable, CustomStringConvertible {
        /// What the oracle, `wcswidth`, measures (C0/C1 controls left out).
        let oracleWidth: Int
        /// What DisplayWidth measures: the sum over grapheme clusters.
        let clusterWidth: Int
        let text: String
        let group: String
        let line: Int

        var description: String { "line \(line) (\(group)): \(text.debugDescription)" }
    }

    static let entries: [Entry] = load()

    private static func load() -> [Entry] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("width-corpus.txt")
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            fatalError("cannot read \(url.path)")
        }
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.unicodeScalars.split(separator: "\t", omittingEmptySubsequences: false).map { Substring($0) }
            guard fields.count == 4, let oracle = Int(fields[0]), let cluster = Int(fields[1]), let decoded = unescape(fields[2]) else {
                fatalError("width-corpus.txt line \(index + 1) is malformed: \(line.debugDescription)")
            }
            entries.append(Entry(oracleWidth: oracle, clusterWidth: cluster, text: decoded, group: String(fields[3]), line: index + 1))
        }
        return entries
    }

    /// Undoes the file's escapes: `\u{X}` is the scalar X, `\\` a backslash. Works on scalars,
    /// since a mark after `}` would join it into one `Character`.
    static func unescape(_ field: Substring) -> String? {
        var result = String.UnicodeScalarView()
        var scalars = Array(field.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            if scalars.first == "\\" {
                result.append(scalars.removeFirst())
                continue
            }
            guard scalars.popFirst() == "u", scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}"),
                  let value = UInt32(String(String.UnicodeScalarView(scalars[..<close])), radix: 16),
                  let decoded = Unicode.Scalar(value)
            else { return nil }
            result.append(decoded)
            scalars = scalars[(close + 1)...]
        }
        return String(result)
    }
}
