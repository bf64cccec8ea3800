import Testing
@testable import ViewStateTesting
import ViewStateKit

/// Long runs of unchanged lines fold away; the path to each change stays.
@Suite struct ValueDiffFoldingTests {
    @Test func changeInTheMiddleOfALongArrayFoldsTheRest() {
        var actual = Array(0..<20)
        actual[10] = 99
        #expect(ValueDiff.diff(Array(0..<20), actual) == """
            - expected
            + actual

              [
                … (7 unchanged)
                [7]: 7,
                [8]: 8,
                [9]: 9,
            -   [10]: 10,
            +   [10]: 99,
                [11]: 11,
                [12]: 12,
                [13]: 13,
                … (6 unchanged)
              ]
            """)
    }

    @Test func foldingKeepsThePathToADeepChange() {
        let expected = Box(value: Settings(title: "a", tags: (1...12).map { "tag\($0)" }, scores: [:], favorite: 1))
        var actual = expected
        actual.value.favorite = 2
        #expect(ValueDiff.diff(expected, actual) == """
            - expected
            + actual

              Box<Settings>(
                value: Settings(
                  … (13 unchanged)
                    [11]: "tag12"
                  ],
                  scores: [:],
            -     favorite: 1
            +     favorite: 2
                )
              )
            """)
    }
}
