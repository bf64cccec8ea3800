import Testing
import TextSnapshots

/// `LineEndings.reconciled` reads `\r\n` as `\n` only when the rendered text has no `\r`.
@Suite struct LineEndingsTests {
    @Test(arguments: [
        ("a\r\nb\r\n", "a\nb"),     // as `SnapshotStore.read` returns a CRLF file: its final "\r\n" kept
        ("a\r\nb", "a\nb"),         // no final line ending
        ("a\r\nb\r\n\r\n", "a\nb\n"),  // an empty last line stays
        ("a\rb", "a\rb"),           // a lone carriage return is text, not a line ending
        ("a\nb", "a\nb"),           // nothing to do
    ])
    func windowsLineEndingsReadAsNewlines(recorded: String, expected: String) {
        #expect(LineEndings.reconciled(recorded, with: "rendered") == expected)
    }

    @Test func aRenderedCarriageReturnKeepsTheReferenceByteForByte() {
        #expect(LineEndings.reconciled("a\r\nb\r\n", with: "a\r\nb") == "a\r\nb\r\n")
    }
}
