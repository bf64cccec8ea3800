import Testing
import TextUI

/// The output rules every rendering keeps, checked in one place so each failure names the case.
enum RenderChecks {
    static func checkOutputRules(_ output: String, width: Int, _ label: @autoclosure () -> String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!output.contains("\r"), "carriage return in \(label())", sourceLocation: sourceLocation)
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.displayWidth > width {
                Issue.record("line \(line.displayWidth) wide at width \(width) in \(label()): \(line)", sourceLocation: sourceLocation)
                return
            }
            if line.last == " " {
                Issue.record("trailing space in \(label()): \(line)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// Whether every scalar of `output` is printable ASCII or comes from the corpus.
    static func usesOnlyASCIIAndCorpus(_ output: String) -> Bool {
        output.unicodeScalars.allSatisfy { $0 == "\n" || (0x20...0x7E).contains($0.value) || Corpus.scalars.contains($0) }
    }

    /// The characters no output may hold raw (issue 27): those the output rule rewrites, as
    /// ``SafeForOutputTests/rewritten`` lists them, but the line feed that ends each line.
    static let rawControls = Set(SafeForOutputTests.rewritten).subtracting(["\n"])

    /// Records an issue naming the first raw control character of `output`, if any.
    static func checkNoRawControlCharacters(_ output: String, _ label: @autoclosure () -> String,
                                            sourceLocation: SourceLocation = #_sourceLocation) {
        if let raw = output.unicodeScalars.first(where: rawControls.contains) {
            Issue.record("raw U+\(String(raw.value, radix: 16, uppercase: true)) in \(label())", sourceLocation: sourceLocation)
        }
    }
}
