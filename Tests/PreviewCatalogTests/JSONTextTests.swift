import Foundation
@testable import PreviewCatalog
import Testing

@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b", #""a\"b""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{0}\u{1}\u{1F}\u{7F}", #""\u0000\u0001\u001f\u007f""#),
        ("\u{8}\u{C}", #""\b\f""#),
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
        #expect(parsed.map { $0["text"] as? String } == texts)
        #expect(parsed.map { $0["state"] as? String } == texts)
        #expect(parsed.allSatisfy { $0["width"] as? Int == 7 && Set($0.keys) == ["screen", "state", "width", "text"] })
        #expect(JSONText.document([]) == "[]")
    }
}
