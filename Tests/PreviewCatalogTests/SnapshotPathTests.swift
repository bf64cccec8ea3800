import Foundation
@testable import PreviewCatalog
@testable import TextSnapshots
import Testing
import TextUI

/// Snapshot file names a person reads: what stays, what is escaped, and that every name comes
/// back from its file name.
@Suite struct SnapshotPathTests {
    @Test(arguments: [
        ("Login", "Login"),
        ("wrong password", "wrong password"),
        ("パスワード違い", "パスワード違い"),
        ("Ошибка входа", "Ошибка входа"),
        ("👍 done", "👍 done"),
        ("v1.2", "v1.2"),
        ("a, b; c (d) [e] #1 ~x", "a, b; c (d) [e] #1 ~x"),
        ("注文/一覧", "注文%2F一覧"),
        ("back\\slash", "back%5Cslash"),
        ("a:b", "a%3Ab"),
        ("why?*", "why%3F%2A"),
        ("\"quoted\"", "%22quoted%22"),
        ("<a|b>", "%3Ca%7Cb%3E"),
        ("idle@w32", "idle%40w32"),
        ("100%", "100%25"),
        ("tab\there", "tab%09here"),
        ("bell\u{7}", "bell%07"),
        ("del\u{7F}", "del%7F"),
        ("c1\u{85}", "c1%C2%85"),
        (".hidden", "%2Ehidden"),
        ("trailing.", "trailing%2E"),
        (" padded ", "%20padded%20"),
        ("..", "%2E%2E"),
        (".", "%2E"),
        ("a  b", "a  b"),
        ("CON", "%43ON"),
        ("con", "%63on"),
        ("Nul.txt", "%4Eul.txt"),
        ("com1", "%63om1"),
        ("LPT9", "%4CPT9"),
        ("COM¹", "%43OM¹"),
        ("aux ", "%61ux%20"),
        ("CONSOLE", "CONSOLE"),
        ("COM10", "COM10"),
        ("", "%"),
    ])
    func namesStayReadableAndOnlyUnsafeCharactersAreEscaped(name: String, expected: String) {
        #expect(SnapshotPath.component(name) == expected)
        #expect(SnapshotPath.name(fromComponent: expected[...]) == name.precomposedStringWithCanonicalMapping)
    }

    @Test func everyEscapedNameIsSafeOnEveryFileSystem() {
        let names = ["a/b", "a\\b", "CON", " x", "x.", "@", "%", "\u{0}", "tab\tx", ".", "x\u{9F}"]
        for name in names {
            let component = SnapshotPath.component(name)
            #expect(!component.contains { "/\\:*?\"<>|@".contains($0) }, "\(name.debugDescription) → \(component)")
            #expect(!component.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!component.hasPrefix(" ") && !component.hasPrefix(".") && !component.hasSuffix(" ") && !component.hasSuffix("."))
        }
    }

    @Test func differentNamesNeverShareAFile() {
        let names = ["a b", "a%20b", "a/b", "a%2Fb", "", "%", ".x", "%2Ex", "ｶ", "カ", "CON", "%43ON", "e\u{301}", "é"]
        let components = names.map(SnapshotPath.component)
        // "e" + combining acute and "é" are the same text once normalized: they must share a file.
        #expect(Set(components).count == names.count - 1)
        #expect(SnapshotPath.component("e\u{301}") == SnapshotPath.component("é"))
    }

    @Test(arguments: ["a%2", "a%zz", "a%20b", "%2e", "con", " a", "a.", "a@b", "%~0123456789abcdef", "e\u{301}"])
    func componentsNoNameEscapesToAreNotReadBack(component: String) {
        #expect(SnapshotPath.name(fromComponent: component[...]) == nil)
    }

    @Test(arguments: [
        (String(repeating: "a", count: 300), ".txt"),
        (String(repeating: "長い名前", count: 40), "@w32@ascii.txt"),
        (String(repeating: "/", count: 100), ".txt"),
        (String(repeating: "👨‍👩‍👧", count: 20), ""),
    ])
    func longNamesAreCutToTheLimitWithAStableHash(name: String, suffix: String) {
        let fitted = SnapshotPath.fitted(name, suffix: suffix)
        #expect(fitted.utf8.count <= SnapshotPath.maximumComponentBytes)
        #expect(fitted.hasSuffix("%~" + StableHash.fnv1a64Hex(name) + suffix))
        #expect(String(validating: Array(fitted.utf8), as: UTF8.self) != nil, "cut between characters, never inside one")
        #expect(SnapshotPath.fitted(name + "b", suffix: suffix) != fitted, "a name one letter longer gets another file")
    }

    @Test func aNameThatFitsIsNotCut() {
        let name = String(repeating: "a", count: 251)
        #expect(SnapshotPath.fitted(name, suffix: ".txt") == name + ".txt")
        #expect(SnapshotPath.fitted(name + "a", suffix: ".txt").utf8.count == 255)
    }

    @Test func longKeysKeepTheirVariantSoOrphansAreToldApart() {
        let key = SnapshotKey(screen: String(repeating: "画面", count: 60), state: String(repeating: "状態", count: 60), width: 32, style: .ascii)
        let components = key.relativePath.split(separator: "/")
        #expect(components.count == 2)
        #expect(components.allSatisfy { $0.utf8.count <= 255 })
        #expect(SnapshotKey(relativePath: key.relativePath) == nil, "a shortened name cannot be read back")
        #expect(SnapshotKey.variant(ofRelativePath: key.relativePath)?.width == 32)
        #expect(SnapshotKey.variant(ofRelativePath: key.relativePath)?.style == .ascii)
    }

    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func theHashIsFNV1a64(text: String, hex: String) {
        #expect(StableHash.fnv1a64Hex(text) == hex)
    }

    @Test(arguments: [
        (SnapshotKey(screen: "Login", state: "wrong password"), "Login/wrong%20password.txt"),
        (SnapshotKey(screen: "Login", state: "idle now", width: 12, style: .ascii), "Login/idle%20now@w12@ascii.txt"),
        (SnapshotKey(screen: "注文 一覧", state: "idle"), "注文%20一覧/idle.txt"),
        (SnapshotKey(screen: "Login", state: "👍"), "Login/%F0%9F%91%8D.txt"),
    ])
    func theOldSchemesNameIsKnownForMigration(key: SnapshotKey, old: String) {
        #expect(LegacySnapshotPath.relativePath(of: key) == old)
    }

    @Test func aNameBothSchemesSpellAlikeNeedsNoMigration() {
        #expect(LegacySnapshotPath.relativePath(of: SnapshotKey(screen: "Login", state: "idle", width: 32)) == nil)
        #expect(LegacySnapshotPath.relativePath(of: SnapshotKey(screen: "Login", state: "a:b")) == nil, "a%3Ab under both")
    }

    /// Snapshot files compile without TextUI, so they name the scalars a file name escapes for
    /// themselves: exactly those the one output rule rewrites, in the first planes and beyond.
    @Test func aFileNameEscapesExactlyWhatTheOutputRuleRewrites() {
        let values = Array(0...0x3000) + Array(0xFE00...0xFFFF) + [0x1_F600, 0xE_0001, 0x10_FFFF]
        let scalars = values.compactMap { Unicode.Scalar(UInt32($0)) }
        let disagreeing = scalars.filter { SnapshotPath.isControlOrBidi($0) != OutputSafety.isControlOrBidi($0) }
        #expect(disagreeing.isEmpty, "\(disagreeing.map { String($0.value, radix: 16) })")
        #expect(scalars.filter(SnapshotPath.isControlOrBidi).count == 0x20 + 0x21 + 5 + 4)
    }
}
