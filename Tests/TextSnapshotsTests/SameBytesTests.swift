import Testing
@testable import TextSnapshots

/// A reference matches its rendering only byte for byte: canonically equivalent text written
/// with other bytes is a difference `check` shows.
@Suite struct SameBytesTests {
    @Test(arguments: [
        ("", "", true), ("a", "a", true), ("ログイン\n[ 送信 ]", "ログイン\n[ 送信 ]", true),
        ("a", "b", false), ("abc", "ab", false), ("caf\u{E9}", "cafe\u{301}", false), ("é\n", "é", false),
    ])
    func comparesTheBytes(first: String, second: String, same: Bool) {
        #expect(first.hasSameBytes(as: second) == same)
        #expect(second.hasSameBytes(as: first) == same)
    }

    @Test func aSubstringBridgedOrNotComparesTheSame() {
        let whole = String(repeating: "行", count: 300) + "x"
        let copy = String(whole.utf8.prefix(whole.utf8.count))!
        #expect(whole.hasSameBytes(as: copy))
    }

    @Test func canonicallyEqualTextIsADifferenceInTheDiff() {
        #expect(LineDiff.unified(from: "caf\u{E9}\n", to: "cafe\u{301}\n", oldLabel: "a", newLabel: "b") != nil)
    }
}
