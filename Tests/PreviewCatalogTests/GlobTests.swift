@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("*", "", true),
        ("*", "anything/at all", true),
        ("Log*", "Login", true),
        ("Log*", "Dialog", false),
        ("*in", "Login", true),
        ("L*g*n", "Login", true),
        ("L*g*n", "Logo", false),
        ("?", "ロ", true),
        ("?", "👍🏽", true),
        ("??", "a", false),
        ("wrong ?assword", "wrong password", true),
        ("[ew]*", "error", true),
        ("[ew]*", "idle", false),
        ("[!e]*", "error", false),
        ("[^e]*", "idle", true),
        ("[a-c]x", "bx", true),
        ("[a-c]x", "dx", false),
        ("[]]", "]", true),
        ("[a-]", "-", true),
        ("[abc", "[abc", true),
        ("\\*", "*", true),
        ("\\*", "a", false),
        ("a\\?", "a?", true),
        ("*a*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
        ("Login", "login", false),
    ])
    func matchesWholeNames(pattern: String, name: String, expected: Bool) {
        #expect(Glob(pattern).matches(name) == expected)
    }

    @Test(arguments: [("Login", false), ("Log*", true), ("a?", true), ("[x]", true), ("Login/idle", false)])
    func knowsAPatternFromAName(text: String, isPattern: Bool) {
        #expect(Glob.isPattern(text) == isPattern)
    }
}
