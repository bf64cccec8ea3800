import Foundation
import Testing

/// Python's `wcwidth` as an outside judge of rendered lines, used only when
/// `python3 -c 'import wcwidth'` works (tests that need it are skipped otherwise). Shared by the
/// TextUI and example-app test targets through the `TestSupport` target, which no product names.
public enum WcwidthOracle {
    public static let skipReason: Comment = "python3 with wcwidth is not installed (pip install wcwidth): the outside width oracle is skipped"

    public static let isAvailable: Bool = (try? python(["-c", "import wcwidth"]).status) == 0

    /// The lines `wcwidth.wcswidth` (C0/C1 controls left out) measures wider than their width,
    /// each as "label: measured > width".
    /// A line that fits a width fits every wider one, so each distinct line is judged once,
    /// at the narrowest width it was drawn for.
    public static func overflows(_ all: [(width: Int, line: Substring, label: String)]) throws -> [String] {
        var records: [(width: Int, line: Substring, label: String)] = []
        var position: [Substring: Int] = [:]
        for record in all {
            if let index = position[record.line] {
                if record.width < records[index].width { records[index] = record }
            } else {
                position[record.line] = records.count
                records.append(record)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wcwidth-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(records.map { "\($0.width)\t\($0.line)\n" }.joined().utf8).write(to: file)
        let script = """
            import sys, wcwidth
            text = open(sys.argv[1], encoding="utf-8").read().split("\\n")[:-1]
            for index, record in enumerate(text):
                width, _, line = record.partition("\\t")
                measured = wcwidth.wcswidth("".join(c for c in line if not (ord(c) < 32 or 0x7F <= ord(c) < 0xA0)))
                if measured > int(width):
                    print(index, measured)
            """
        let run = try python(["-c", script, file.path])
        guard run.status == 0 else { return ["python3 failed with status \(run.status)"] }
        return run.output.split(separator: "\n").compactMap { row in
            let parts = row.split(separator: " ")
            guard parts.count == 2, let index = Int(parts[0]) else { return "unexpected oracle output \(row)" }
            let record = records[index]
            return "\(record.label): \(parts[1]) > \(record.width) columns: \(record.line)"
        }
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
