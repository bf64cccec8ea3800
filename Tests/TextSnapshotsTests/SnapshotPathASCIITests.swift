@testable import TextSnapshots
import Testing

/// Plain ASCII names skip the scalar-by-scalar escaping; the shortcut must give exactly what the
/// long way gives, for every printable and control ASCII character at a name's start, middle
/// and end, and for the Windows device names it leaves to the long way.
@Suite struct SnapshotPathASCIITests {
    static let names: [String] = (0..<0x80).flatMap { code -> [String] in
        let character = String(UnicodeScalar(UInt8(code)))
        return [character, character + "x", "x" + character, "x" + character + "x", character + character]
    } + ["wrong password", "CON", "con.txt", "Nul", "lpt1", "aux ", "prn.", "Login", "idle", "a b.c", ".hidden", "trailing.",
         // Names starting with a device name's first letter: only a three- or four-byte base may be one.
         "cart", "loading", "login", "con x", "COM1.txt", "com1 .txt", "LPT9 ", "lpt10", "con  ", "a", "ab", "nul.", "aux.tar.gz"]

    @Test(arguments: names)
    func shortcutAgreesWithTheLongWay(name: String) {
        #expect(SnapshotPath.component(name) == SnapshotPath.escapedComponent(name))
    }

    @Test func plainNamesAreTheirOwnComponents() {
        #expect(SnapshotPath.component("wrong password") == "wrong password")
        #expect(SnapshotPath.component("first page") == "first page")
        #expect(SnapshotPath.component("con") == "%63on")
    }
}
