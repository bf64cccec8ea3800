import Testing
@testable import TextSnapshots

/// How changes are grouped into hunks and how hunks are numbered, as GNU `diff -u` does.
@Suite struct LineDiffHunkTests {
    @Test func changesWithinTwiceTheContextShareAHunk() {
        // Six unchanged lines (4...9) between the changes: 6 <= 2 * 3.
        #expect(unifiedDiff(numberLines(1...20), numberLines(1...20, replacing: [3: "X", 10: "Y"])) == """
            --- old
            +++ new
            @@ -1,13 +1,13 @@
             1
             2
            -3
            +X
             4
             5
             6
             7
             8
             9
            -10
            +Y
             11
             12
             13
            """)
    }

    @Test func changesFartherApartGetSeparateHunks() {
        // Seven unchanged lines (4...10) between the changes: 7 > 2 * 3.
        #expect(unifiedDiff(numberLines(1...20), numberLines(1...20, replacing: [3: "X", 11: "Y"])) == """
            --- old
            +++ new
            @@ -1,6 +1,6 @@
             1
             2
            -3
            +X
             4
             5
             6
            @@ -8,7 +8,7 @@
             8
             9
             10
            -11
            +Y
             12
             13
             14
            """)
    }

    @Test func singleLineRangesOmitTheirCount() {
        #expect(unifiedDiff(numberLines(1...20), numberLines(1...20, replacing: [3: "X", 5: "Y"]), context: 0) == """
            --- old
            +++ new
            @@ -3 +3 @@
            -3
            +X
            @@ -5 +5 @@
            -5
            +Y
            """)
    }

    @Test func insertionWithoutContextNamesTheLineBefore() {
        #expect(unifiedDiff(numberLines(1...5), numberLines(1...2) + "new\n" + numberLines(3...5), context: 0) == """
            --- old
            +++ new
            @@ -2,0 +3 @@
            +new
            """)
    }
}
