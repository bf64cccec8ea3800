import Testing
@testable import ViewStateTesting
import ViewStateKit

/// The shape of a dump: types, enums, collections, references.
@Suite struct ValueDumpTests {
    @Test func nestedStructInEnumPayload() {
        #expect(ValueDump.dump(LoginViewState.success(User(id: 1, name: "Taro"))) == """
            LoginViewState.success(
              User(
                id: 1,
                name: "Taro"
              )
            )
            """)
    }

    @Test func enumCases() {
        #expect(ValueDump.dump(LoginViewState.idle) == "LoginViewState.idle")
        #expect(ValueDump.dump(LoginViewState.error("失敗しました")) == #"LoginViewState.error("失敗しました")"#)
        #expect(ValueDump.dump(Row.item(id: 1, title: "x")) == #"Row.item(id: 1, title: "x")"#)
        #expect(ValueDump.dump(Row.pair(2, "b")) == #"Row.pair(2, "b")"#)
        #expect(ValueDump.dump(Row.single(id: 3)) == "Row.single(id: 3)")
        #expect(ValueDump.dump(LoadError.server(code: 503)) == "LoadError.server(code: 503)")
        #expect(ValueDump.dump(Result<Int, LoadError>.failure(.offline)) == "Result<Int, LoadError>.failure(LoadError.offline)")
    }

    @Test func enumWithDescriptionStillShowsItsCase() {
        #expect(ValueDump.dump(Filter.unread) == "Filter.unread")
    }

    @Test func longPayloadGoesOnItsOwnLines() {
        let title = String(repeating: "あ", count: 70)
        #expect(ValueDump.dump(Row.item(id: 1, title: title)) == """
            Row.item(
              id: 1,
              title: "\(title)"
            )
            """)
    }

    @Test func structsClassesAndNestedTypes() {
        #expect(ValueDump.dump(Empty()) == "Empty()")
        #expect(ValueDump.dump(Outer()) == """
            Outer(
              inner: Outer.Inner(
                flag: true
              )
            )
            """)
        #expect(ValueDump.dump(Box(value: [Outer.Inner()])) == """
            Box<Array<Outer.Inner>>(
              value: [
                [0]: Outer.Inner(
                  flag: true
                )
              ]
            )
            """)
        #expect(ValueDump.dump(Dog(name: "Pochi", breed: "柴犬")) == """
            Dog(
              name: "Pochi",
              breed: "柴犬"
            )
            """)
    }

    @Test func collectionsOptionalsAndTuples() {
        let settings = Settings(title: "設定", tags: [], scores: ["b": 2, "a": 1], favorite: nil)
        #expect(ValueDump.dump(settings) == """
            Settings(
              title: "設定",
              tags: [],
              scores: [
                "a": 1,
                "b": 2
              ],
              favorite: nil
            )
            """)
        #expect(ValueDump.dump([String: Int]()) == "[:]")
        #expect(ValueDump.dump(Optional(Optional(5)) as Any) == "5")
        #expect(ValueDump.dump((a: 1, 2)) == "(a: 1, 2)")
        #expect(ValueDump.dump(Set(["b", "c", "a"])) == """
            Set([
              "a",
              "b",
              "c"
            ])
            """)
    }

    @Test func dictionaryOrderDoesNotDependOnInsertionOrder() {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        let keys = ["delta", "alpha", "charlie", "bravo"]
        for (position, key) in keys.enumerated() { forward[key] = position }
        for (position, key) in keys.enumerated().reversed() { backward[key] = position }
        #expect(ValueDump.dump(forward) == ValueDump.dump(backward))
        #expect(ValueDump.dump(forward) == """
            [
              "alpha": 1,
              "bravo": 3,
              "charlie": 2,
              "delta": 0
            ]
            """)
    }

    @Test func observableClassesShowTheirPropertiesOnly() {
        #expect(ValueDump.dump(CounterModel()) == """
            CounterModel(
              count: 0,
              title: "カウンター"
            )
            """)
    }

    @Test func anyHashableKeysShowTheirBase() {
        let scores: [AnyHashable: Int] = [AnyHashable(Tag(name: "b")): 2, AnyHashable("a"): 1]
        #expect(ValueDump.dump(scores) == """
            [
              "a": 1,
              Tag(
                name: "b"
              ): 2
            ]
            """)
    }

    @Test func cyclesEndInAMarker() {
        let first = Node(name: "a")
        let second = Node(name: "b", next: first)
        first.next = second
        #expect(ValueDump.dump(first) == """
            Node(
              name: "a",
              next: Node(
                name: "b",
                next: Node(↩︎)
              )
            )
            """)
        first.next = nil  // break the cycle so both nodes are freed
    }

    @Test func sharedReferencesThatAreNotCyclesPrintInFull() {
        let leaf = Node(name: "leaf")
        #expect(ValueDump.dump([leaf, leaf]) == """
            [
              [0]: Node(
                name: "leaf",
                next: nil
              ),
              [1]: Node(
                name: "leaf",
                next: nil
              )
            ]
            """)
    }
}
