import Testing
@testable import TextUISourceCopy

/// iOS 18's `@Entry` is a macro, which TextUI cannot expand: the copy writes what it expands
/// to — a computed property over a key declared after the file — keeping every line's number.
/// (Mlem's theme declares its palette this way; a fifth unseen set of screens met it.)
@Suite struct EntryCopyTests {
    private func copy(_ source: String) -> String {
        TextCopy(source: source, path: "/app/Theme.swift").text
    }

    @Test func anEnvironmentEntryBecomesAComputedPropertyOverADeclaredKey() {
        let text = copy("import SwiftUI\n\npublic extension EnvironmentValues {\n    @Entry var accent: Color = .orange\n    @Entry public var count: Int = 3 // how many\n}\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "           var accent: Color { get { self[__TextUIEntry1_accent.self] } set { self[__TextUIEntry1_accent.self] = newValue } }")
        #expect(lines[4] == "           public var count: Int { get { self[__TextUIEntry2_count.self] } set { self[__TextUIEntry2_count.self] = newValue } } // how many")
        #expect(text.contains("#sourceLocation()\nprivate struct __TextUIEntry1_accent: TextUI.EnvironmentKey {\n    static var defaultValue: Color {\n        .orange\n    }\n}\n"))
        #expect(text.contains("    static var defaultValue: Int {\n        3\n    }\n"))
    }

    @Test func aValueOverSeveralLinesMovesWholeAndItsLinesStayBlank() {
        let text = copy("extension EnvironmentValues {\n    @Entry var tags: [String] = [\n        \"a\",\n        \"b\"\n    ]\n    var after: Int { 1 }\n}\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2].hasSuffix("var tags: [String] { get { self[__TextUIEntry1_tags.self] } set { self[__TextUIEntry1_tags.self] = newValue } }"))
        #expect(lines[3].allSatisfy { $0 == " " } && lines[4].allSatisfy { $0 == " " } && lines[5].allSatisfy { $0 == " " })
        #expect(lines[6] == "    var after: Int { 1 }")
        #expect(text.contains("static var defaultValue: [String] {\n        [\n        \"a\",\n        \"b\"\n    ]\n    }"))
    }

    @Test func anOptionalWithNoValueDefaultsToNilAndOtherExtensionsAreLeftAlone() {
        let text = copy("extension EnvironmentValues {\n    @Entry var note: String?\n}\nextension FocusedValues {\n    @Entry var field: String?\n}\n")
        #expect(text.contains("var note: String? { get { self[__TextUIEntry1_note.self] }"))
        #expect(text.contains("static var defaultValue: String? {\n        nil\n    }"))
        #expect(text.contains("    @Entry var field: String?\n"))
    }

    @Test func anEntryUnderAnIfKeepsItsKeyUnderTheSameCondition() {
        let text = copy("extension EnvironmentValues {\n#if DEBUG\n    @Entry var verbose: Bool = true\n#endif\n}\n")
        let lines = text.split(separator: "\n").map(String.init)
        let key = lines.firstIndex(of: "private struct __TextUIEntry1_verbose: TextUI.EnvironmentKey {")
        #expect(key.map { lines[$0 - 1].hasPrefix("#if ") && lines[$0 + 5] == "#endif" } == true)
    }
}

/// `#selector` needs the Objective-C runtime, which Linux lacks: the copy writes the method's
/// name as a `Selector` of its text, the same width, so the columns after it stay put.
/// (PlayCover's sidebar toggle asks the responder chain for `toggleSidebar(_:)`.)
@Suite struct SelectorCopyTests {
    @Test func aSelectorBecomesASelectorOfItsTextKeepingColumns() {
        let text = TextCopy(source: "let a = #selector(NSSplitViewController.toggleSidebar(_:)); let b = 1\nlet c = \"#selector(x)\"\n", path: "/app/Main.swift").text
        #expect(text.contains("let a = Selector(\"NSSplitViewController.toggleSidebar(_:)\"); let b = 1\n"))
        #expect(text.contains("let c = \"#selector(x)\"\n"))
    }
}

/// `@objc` exposes a method to the Objective-C runtime, which Linux lacks, and the compiler
/// refuses it there: the copy blanks the attribute (and `@objc(name)`, `@objcMembers`) at the
/// same width. (Pearcleaner's menu button targets `@objc func showMenu(_:)`.)
@Suite struct ObjcAttributeCopyTests {
    @Test func anObjcAttributeIsBlankedKeepingColumnsAndTheMethodStays() {
        let source = "@objcMembers class A: NSObject {\n    @objc func show(_ s: Any) {}\n    @objc(hideWith:) func hide(_ s: Any) {}\n    let t = \"@objc\"\n}\n"
        let text = TextCopy(source: source, path: "/app/Menu.swift").text
        #expect(text.contains("             class A: NSObject {\n"))
        #expect(text.contains("\n          func show(_ s: Any) {}\n"))
        #expect(text.contains("\n                     func hide(_ s: Any) {}\n"))
        #expect(text.contains("let t = \"@objc\"\n"))
    }

    @Test func aNameThatOnlyStartsWithObjcIsLeftAlone() {
        let text = TextCopy(source: "@objcish var x = 1\n", path: "/app/A.swift").text
        #expect(text.contains("@objcish var x = 1\n"))
    }
}
