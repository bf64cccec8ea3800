import Testing
@testable import TextSnapshots

/// What changed, where: the basic shapes of a unified diff.
@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(unifiedDiff("", "") == nil)
        #expect(unifiedDiff("a\nb\n", "a\nb\n") == nil)
        #expect(unifiedDiff("a\nb", "a\nb") == nil)
    }

    @Test func oneChangedLine() {
        #expect(unifiedDiff("Login\nemail: \npassword\n", "Login\nemail: taro\npassword\n") == """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             Login
            -email:␠
            +email: taro
             password
            """)
    }

    @Test func insertionAtStart() {
        #expect(unifiedDiff(numberLines(1...5), "0\n" + numberLines(1...5)) == """
            --- old
            +++ new
            @@ -1,3 +1,4 @@
            +0
             1
             2
             3
            """)
        #expect(unifiedDiff(numberLines(1...5), "0\n" + numberLines(1...5), context: 0) == """
            --- old
            +++ new
            @@ -0,0 +1 @@
            +0
            """)
    }

    @Test func insertionAtEnd() {
        #expect(unifiedDiff(numberLines(1...5), numberLines(1...6)) == """
            --- old
            +++ new
            @@ -3,3 +3,4 @@
             3
             4
             5
            +6
            """)
    }

    @Test func deletion() {
        #expect(unifiedDiff(numberLines(1...6), numberLines(1...2) + numberLines(5...6)) == """
            --- old
            +++ new
            @@ -1,6 +1,4 @@
             1
             2
            -3
            -4
             5
             6
            """)
    }

    @Test func allNewFile() {
        #expect(unifiedDiff("", "a\nb\nc\n") == """
            --- old
            +++ new
            @@ -0,0 +1,3 @@
            +a
            +b
            +c
            """)
    }

    @Test func everythingDeleted() {
        #expect(unifiedDiff("a\nb\n", "") == """
            --- old
            +++ new
            @@ -1,2 +0,0 @@
            -a
            -b
            """)
    }

    @Test func documentedExamplesHold() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "a\nc\n", oldLabel: "reference", newLabel: "rendered") == """
            --- reference
            +++ rendered
            @@ -1,2 +1,2 @@
             a
            -b
            +c
            """)
        let diff = LineDiff.unified(
            from: "Login\nemail: \npassword\n",
            to: "Login\nemail: taro\npassword\n",
            oldLabel: "Login/idle.txt (reference)",
            newLabel: "Login/idle.txt (rendered)"
        )
        #expect(diff == """
            --- Login/idle.txt (reference)
            +++ Login/idle.txt (rendered)
            @@ -1,3 +1,3 @@
             Login
            -email:␠
            +email: taro
             password
            """)
    }

    @Test func japaneseLines() {
        let old = "ログイン\nメールアドレス\nパスワード\n"
        let new = "ログイン\nメールアドレス\n暗証番号\n"
        #expect(unifiedDiff(old, new) == """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             ログイン
             メールアドレス
            -パスワード
            +暗証番号
            """)
    }
}

/// `LineDiff.unified` with the labels "old" and "new".
func unifiedDiff(_ old: String, _ new: String, context: Int = 3) -> String? {
    LineDiff.unified(from: old, to: new, oldLabel: "old", newLabel: "new", context: context)
}

/// The numbers in `range`, one per line, with some lines replaced.
func numberLines(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
    range.map { changes[$0] ?? "\($0)" }.joined(separator: "\n") + "\n"
}
