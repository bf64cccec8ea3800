import Foundation
import Observation

struct User: Equatable {
    var id: Int
    var name: String
}

enum LoginViewState: Equatable {
    case idle
    case loading
    case success(User)
    case error(String)
}

enum Row: Equatable {
    case item(id: Int, title: String)
    case header(String)
    case pair(Int, String)
    case single(id: Int)
}

enum Filter: CustomStringConvertible {
    case all, unread
    var description: String { "Filter: \(self == .all ? "すべて" : "未読")" }
}

enum LoadError: Error, Equatable {
    case offline
    case server(code: Int)
}

struct Counter {
    var count: Int
}

struct Outer {
    struct Inner: Equatable {
        var flag = true
    }
    var inner = Inner()
}

struct Box<Value> {
    var value: Value
}

struct Empty {}

struct Note {
    var text: String
}

struct Money: CustomStringConvertible {
    var yen: Int
    var description: String { "¥\(yen)" }
}

/// No stored properties, only a description.
struct Token: CustomStringConvertible {
    var description: String { "tk_live" }
}

/// Equal when `amount` is; `cacheKey` is hidden from the dump but compared.
struct Price: Equatable, CustomReflectable {
    var amount: Int
    var cacheKey: Int
    var customMirror: Mirror { Mirror(self, children: ["amount": amount]) }
}

final class Node {
    let name: String
    var next: Node?

    init(name: String, next: Node? = nil) {
        self.name = name
        self.next = next
    }
}

class Animal {
    let name: String
    init(name: String) { self.name = name }
}

final class Dog: Animal {
    let breed: String
    init(name: String, breed: String) {
        self.breed = breed
        super.init(name: name)
    }
}

struct Settings {
    var title: String
    var tags: [String]
    var scores: [String: Int]
    var favorite: Int?
}

@Observable final class CounterModel {
    var count = 0
    var title = "カウンター"
}

/// A class known only by a description that mentions an address.
final class Handle: CustomStringConvertible {
    var description: String { "Handle at 0x00006000012c4000" }
}

struct Tag: Hashable {
    var name: String
}
