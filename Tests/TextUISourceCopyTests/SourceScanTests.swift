import Testing
@testable import TextUISourceCopy

/// The scanner marks what the compiler reads as code; the copy looks for `#if`, `#Preview`
/// and braces only there.
@Suite struct SourceScanTests {
    /// The bytes of `source` the scan calls code, as text.
    private func code(_ source: String) -> String {
        let scan = SourceScan(Array(source.utf8))
        return String(decoding: zip(scan.bytes, scan.roles).map { $0.1 == .code ? $0.0 : UInt8(ascii: "_") }, as: UTF8.self)
    }

    @Test func stringsAndCommentsAreNotCode() {
        #expect(code(#"a "{#if}" b // } c"#) == #"a _______ b ______"#)
        #expect(code("a /* x /* nested */ { */ b") == "a ______________________ b")
    }

    @Test func interpolationIsCodeAgainEvenWithStringsInside() {
        // The "}" inside the nested string stays a literal; the interpolation's code is code.
        #expect(code(#""v: \(f("}")) end" x"#) == #"______f(___)______ x"#)
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() {
        #expect(code(##"a #"quote " and \( not interpolated"# b"##) == "a " + String(repeating: "_", count: 35) + " b")
        #expect(code(##"#"\#(x)"# y"##) == "_____x___ y")
    }

    @Test func multilineStringsHoldQuotesAndNewlines() {
        let source = "a \"\"\"\n\" { \" #Preview\n\"\"\" b"
        #expect(code(source) == "a " + String(repeating: "_", count: 22) + " b")
    }

    @Test func escapedQuotesDoNotEndAString() {
        #expect(code(#""a \" { " b"#) == "_________ b")
    }

    @Test func extendedRegexLiteralsAreNotCode() {
        #expect(code("let r = #/ab\"{/# ; x") == "let r = ________ ; x")
    }

    @Test func anUnterminatedStringEndsWithItsLine() {
        #expect(code("\"open\n{ }") == "_____\n{ }")
    }

    @Test func wordsMatchWholeIdentifiersInCodeOnly() {
        let scan = SourceScan(Array("importer import \"import\"".utf8))
        #expect(!scan.hasWord("import", at: 0))
        #expect(scan.hasWord("import", at: 9))
        #expect(!scan.hasWord("import", at: 17))
    }
}
