import Foundation
@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing
import TextUI

@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b", #""a\"b""#),
        ("back\\slash", #""back\\slash""#),
        // Controls are made visible by the one output rule before JSON escapes anything.
        ("line\nbreak\r\ttab", #""line\nbreak␍␉tab""#),
        ("\u{0}\u{1}\u{1F}\u{7F}", #""␀␁␟␡""#),
        ("\u{8}\u{C}", #""␈␌""#),
        ("\u{9B}31m\u{202E}", #""\\u{9B}31m\\u{202E}""#),
        ("ログイン ⚠ 👍🏽", "\"ログイン ⚠ 👍🏽\""),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("/", #""/""#),
    ])
    func escapesStrings(text: String, expected: String) {
        #expect(JSONText.quoted(text) == expected)
    }

    @Test func documentsParseBackToTheSameValues() throws {
        let texts = ["", "a\"\\\n\u{1}", "━━\n⚠ ログイン", "\t end "]
        let states = texts.enumerated().map { Catalog.RenderedState(screen: "S/\($0.offset)", state: $0.element, width: 7, text: $0.element, caseName: nil) }
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(JSONText.document(states).utf8)) as? [[String: Any]])
        // What parses back is the text as the terminal shows it: controls made visible.
        #expect(parsed.map { $0["text"] as? String } == texts.map { safeForOutput($0) })
        #expect(parsed.map { $0["state"] as? String } == texts.map { safeForOutput($0) })
        #expect(parsed.allSatisfy { $0["width"] as? Int == 7 && Set($0.keys) == ["screen", "state", "width", "text"] })
        #expect(JSONText.document([]) == "[]")
    }
}
