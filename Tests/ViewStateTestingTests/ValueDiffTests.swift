import Testing
@testable import ViewStateTesting
import ViewStateKit

/// Field-by-field diffs of two values, and what is said when there is nothing to show.
@Suite struct ValueDiffTests {
    @Test func equalDumpsHaveNoDiff() {
        #expect(ValueDiff.diff(User(id: 1, name: "Taro"), User(id: 1, name: "Taro")) == nil)
        #expect(ValueDiff.diff(User(id: 1, name: "Taro"), User(id: 1, name: "Taro"), valuesAreEqual: true) == nil)
    }

    @Test func documentedExampleHolds() {
        #expect(ValueDump.dump(Counter(count: 1)) == "Counter(\n  count: 1\n)")
        #expect(ValueDiff.diff(Counter(count: 1), Counter(count: 2)) == """
            - expected
            + actual

              Counter(
            -   count: 1
            +   count: 2
              )
            """)
    }

    @Test func nestedStructInEnumPayload() {
        let diff = ValueDiff.diff(
            LoginViewState.success(User(id: 1, name: "Taro")),
            LoginViewState.success(User(id: 1, name: "Hanako"))
        )
        #expect(diff == """
            - expected
            + actual

              LoginViewState.success(
                User(
                  id: 1,
            -     name: "Taro"
            +     name: "Hanako"
                )
              )
            """)
    }

    @Test func differentCases() {
        #expect(ValueDiff.diff(LoginViewState.loading, LoginViewState.error("失敗"), expectedLabel: "state[1]", actualLabel: "received") == """
            - state[1]
            + received

            - LoginViewState.loading
            + LoginViewState.error("失敗")
            """)
    }

    @Test func dictionaryInsertionOrderDoesNotMatter() {
        var expected: [String: Int] = [:]
        var actual: [String: Int] = [:]
        for key in ["b", "a", "c"] { expected[key] = 1 }
        for key in ["c", "b", "a"] { actual[key] = key == "b" ? 2 : 1 }
        #expect(ValueDiff.diff(expected, actual) == """
            - expected
            + actual

              [
                "a": 1,
            -   "b": 1,
            +   "b": 2,
                "c": 1
              ]
            """)
    }

    @Test func setsCompareSorted() {
        #expect(ValueDiff.diff(Set([3, 1, 2]), Set([2, 4, 1])) == """
            - expected
            + actual

              Set([
                1,
                2,
            -   3
            +   4
              ])
            """)
    }

    @Test func optionalNilVersusSome() {
        let expected = Settings(title: "t", tags: [], scores: [:], favorite: nil)
        var actual = expected
        actual.favorite = 7
        #expect(ValueDiff.diff(expected, actual) == """
            - expected
            + actual

              Settings(
                title: "t",
                tags: [],
                scores: [:],
            -   favorite: nil
            +   favorite: 7
              )
            """)
    }

    @Test func stringWithNewlinesDiffsLineByLine() {
        #expect(ValueDiff.diff(Note(text: "こんにちは\n世界"), Note(text: "こんにちは\n地球")) == #"""
            - expected
            + actual

              Note(
                text: """
                こんにちは
            -   世界
            +   地球
                """
              )
            """#)
    }

    @Test func classWithCycle() {
        let expected = Node(name: "a")
        expected.next = Node(name: "b", next: expected)
        let actual = Node(name: "a")
        actual.next = Node(name: "c", next: actual)
        #expect(ValueDiff.diff(expected, actual) == """
            - expected
            + actual

              Node(
                name: "a",
                next: Node(
            -     name: "b",
            +     name: "c",
                  next: Node(↩︎)
                )
              )
            """)
        expected.next = nil
        actual.next = nil
    }

    @Test func enumWithLabeledPayload() {
        #expect(ValueDiff.diff(Row.item(id: 1, title: "未読"), Row.item(id: 1, title: "既読")) == """
            - expected
            + actual

            - Row.item(id: 1, title: "未読")
            + Row.item(id: 1, title: "既読")
            """)
    }

    @Test func japaneseStrings() {
        #expect(ValueDiff.diff(User(id: 1, name: "山田太郎"), User(id: 1, name: "山田花子")) == """
            - expected
            + actual

              User(
                id: 1,
            -   name: "山田太郎"
            +   name: "山田花子"
              )
            """)
    }

    @Test func unequalValuesThatPrintTheSameAreExplained() {
        let expected = Price(amount: 100, cacheKey: 1)
        let actual = Price(amount: 100, cacheKey: 2)
        #expect(ValueDiff.diff(expected, actual) == nil)
        #expect(ValueDiff.diff(expected, actual, valuesAreEqual: expected == actual) == """
            The values differ but print the same; the difference is in something the dump does not show \
            (a reference identity, a floating-point bit pattern, or a custom ==).

            Price(
              amount: 100
            )
            """)
    }
}
