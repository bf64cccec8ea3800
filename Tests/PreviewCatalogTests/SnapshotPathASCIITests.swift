import Testing
import PreviewCatalog

/// ASCII names take a byte-by-byte path; it must encode every ASCII character as the rules say.
@Suite struct SnapshotPathASCIITests {
    /// The rule, spelled out: letters, digits, `-`, `_` and a `.` that does not start the name
    /// stay; everything else is `%XX` (two upper-case hex digits).
    private func expected(_ byte: UInt8, atStart: Bool) -> String {
        let kept = (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (byte == UInt8(ascii: ".") && !atStart)
        if kept { return String(UnicodeScalar(byte)) }
        let hex = String(byte, radix: 16, uppercase: true)
        return "%" + (hex.count == 1 ? "0" + hex : hex)
    }

    @Test func everyASCIICharacterIsEncodedByTheRules() {
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            #expect(SnapshotPath.component(character + "a") == expected(byte, atStart: true) + "a", "byte \(byte) at the start")
            #expect(SnapshotPath.component("a" + character) == "a" + expected(byte, atStart: false), "byte \(byte) after a letter")
        }
    }

    @Test func asciiAndNonASCIINamesAgreeOnTheirASCIIPart() {
        #expect(SnapshotPath.component("wrong password") == "wrong%20password")
        #expect(SnapshotPath.component("wrong password 注文") == "wrong%20password%20注文")
    }
}
