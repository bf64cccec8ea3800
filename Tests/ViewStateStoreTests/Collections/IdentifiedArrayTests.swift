import Testing
import ViewStateKit
import ViewStateStore

private struct Todo: Identifiable, Equatable, Hashable, Sendable {
    let id: Int
    var title: String
}

@Suite struct IdentifiedArrayTests {
    @Test func findsChangesAndRemovesElementsByID() {
        var todos: IdentifiedArray<Todo> = [Todo(id: 1, title: "牛乳"), Todo(id: 2, title: "卵")]
        #expect(todos[id: 2]?.title == "卵")
        #expect(todos[id: 9] == nil)
        todos[id: 2]?.title = "卵 10個"
        todos[id: 3] = Todo(id: 3, title: "パン")
        todos[id: 1] = nil
        #expect(todos.ids == [2, 3])
        #expect(todos.map(\.title) == ["卵 10個", "パン"])
        #expect(todos.index(id: 3) == 1)
        #expect(todos.contains(id: 1) == false)
    }

    @Test func isAnOrderedRandomAccessCollection() {
        let todos = IdentifiedArrayOf<Todo>((1...5).map { Todo(id: $0, title: "\($0)") })
        #expect(todos.count == 5)
        #expect(todos[2].id == 3)
        #expect(todos.reversed().map(\.id) == [5, 4, 3, 2, 1])
        #expect(todos.first?.id == 1 && todos.last?.id == 5)
    }

    @Test func aDuplicateIDReplacesTheEarlierElementInItsPlace() {
        let todos = IdentifiedArray([Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 1, title: "c")])
        #expect(todos.elements == [Todo(id: 1, title: "c"), Todo(id: 2, title: "b")])
        var more = todos
        let appendedDuplicate = more.append(Todo(id: 2, title: "x"))
        let appendedNew = more.append(Todo(id: 3, title: "d"))
        let updatedAt = more.updateOrAppend(Todo(id: 2, title: "B"))
        #expect(appendedDuplicate == false)
        #expect(appendedNew)
        #expect(updatedAt == 1)
        #expect(more.map(\.title) == ["c", "B", "d"])
    }

    @Test func insertingRemovingAndMovingKeepTheIndexRight() {
        var todos = IdentifiedArray((1...4).map { Todo(id: $0, title: "\($0)") })
        todos.insert(Todo(id: 9, title: "9"), at: 1)
        #expect(todos.ids == [1, 9, 2, 3, 4])
        let removed = todos.remove(at: 0)
        #expect(removed.id == 1)
        let moved = todos.move(id: 4, to: 0)
        #expect(moved)
        #expect(todos.ids == [4, 9, 2, 3])
        todos.removeAll { $0.id == 9 }
        todos.sort { $0.id < $1.id }
        #expect(todos.ids == [2, 3, 4])
        for id in todos.ids { #expect(todos[id: id]?.id == id) }
        let missing = todos.remove(id: 42)
        #expect(missing == nil)
        let missingMoved = todos.move(id: 42, to: 0)
        #expect(missingMoved == false)
    }

    @Test func writingAnElementWithAnotherIDReplacesItInPlace() {
        var todos = IdentifiedArray((1...3).map { Todo(id: $0, title: "\($0)") })
        todos[id: 2] = Todo(id: 7, title: "7")
        #expect(todos.ids == [1, 7, 3])
        #expect(todos[id: 2] == nil)
        #expect(todos[id: 7]?.title == "7")
    }

    @Test func equalWhenTheSameElementsAreInTheSameOrder() {
        let a: IdentifiedArray<Todo> = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]
        let b: IdentifiedArray<Todo> = [Todo(id: 2, title: "b"), Todo(id: 1, title: "a")]
        #expect(a != b)
        var c = b
        c.sort { $0.id < $1.id }
        #expect(a == c)
        #expect(Set([a, c]).count == 1)
        #expect(a.description == a.elements.description)
    }

    @Test func aLongListFindsAnyElementByID() {
        var todos = IdentifiedArray((0..<10_000).map { Todo(id: $0, title: "") })
        todos[id: 9_999]?.title = "last"
        todos.remove(id: 0)
        #expect(todos[id: 9_999]?.title == "last")
        #expect(todos.index(id: 9_999) == 9_998)
    }
}
