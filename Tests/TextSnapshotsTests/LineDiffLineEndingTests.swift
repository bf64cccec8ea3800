import Testing
@testable import TextSnapshots

/// Missing final newlines, trailing whitespace and bytes that look alike.
@Suite struct LineDiffLineEndingTests {
    @Test func markerFollowsTheLastLineWhenOnlyOneSideEndsWithANewline() {
        #expect(unifiedDiff("a\nb\nc", "a\nb\nc\n") == """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             a
             b
            -c
            \\ No newline at end of file
            +c
            """)
        #expect(unifiedDiff("a\nb\nc\n", "a\nb\nc") == """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             a
             b
            -c
            +c
            \\ No newline at end of file
            """)
    }

    @Test func markerFollowsASharedLastLineWithoutNewline() {
        #expect(unifiedDiff("a\nb\nc", "a\nB\nc") == """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             a
            -b
            +B
             c
            \\ No newline at end of file
            """)
    }

    @Test func trailingWhitespaceIsVisibleInChangedLinesOnly() {
        #expect(unifiedDiff("title \nname\t\nend  \n", "title \nname\nend\t \n") == """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             title\u{20}
            -name␉
            -end␠␠
            +name
            +end␉␠
            """)
    }

    @Test func linesThatDifferOnlyInTrailingSpacesStillDiffer() {
        #expect(unifiedDiff("a\nb\n", "a\nb \n") == """
            --- old
            +++ new
            @@ -1,2 +1,2 @@
             a
            -b
            +b␠
            """)
    }

    @Test func linesAreComparedByteForByte() {
        // "é" precomposed and as "e" + combining accent are == as Strings.
        #expect(unifiedDiff("caf\u{E9}\n", "cafe\u{301}\n") == "--- old\n+++ new\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}")
    }

    @Test func carriageReturnsStayInTheirLines() {
        #expect(unifiedDiff("a\r\nb\r\n", "a\r\nc\r\n") == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r")
    }
}
