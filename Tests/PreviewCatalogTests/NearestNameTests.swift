@testable import PreviewCatalog
import Testing

@Suite struct NearestNameTests {
    @Test(arguments: [
        ("Logn", ["Login", "Feed"], "Login"),
        ("login", ["Logon", "Login"], "Login"),
        ("lsit", ["record", "list", "check"], "list"),
        ("eror", ["idle", "error"], "error"),
        ("Settings", ["Login"], nil),
        ("-x", ["-h"], nil),
        ("", ["a"], nil),
        ("ログイソ", ["ログイン"], "ログイン"),
    ] as [(String, [String], String?)])
    func suggestsTheNearestCloseName(typed: String, candidates: [String], expected: String?) {
        #expect(NearestName.to(typed, among: candidates) == expected)
    }

    @Test func caseCountsHalfAndSwapsCountOne() {
        #expect(NearestName.halfEdits(Array("login"), Array("Login")) == 1)
        #expect(NearestName.halfEdits(Array("lsit"), Array("list")) == 2)
        #expect(NearestName.halfEdits(Array("abc"), Array("")) == 6)
    }
}
