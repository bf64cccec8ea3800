/// Type names as dumps show them: qualified by their enclosing types, without
/// module names or the runtime's addresses of anonymous contexts.
package enum TypeName {
    /// The name of `type` for a dump.
    ///
    /// `MyApp.Outer.Inner` → `Outer.Inner`;
    /// `MyApp.Box<Swift.Optional<Swift.Int>>` → `Box<Optional<Int>>`;
    /// a type declared inside a function or `fileprivate`, which the runtime
    /// calls `MyApp.(unknown context at $10a8c).Local`, → `Local`.
    package static func of(_ type: Any.Type) -> String {
        cleaned(String(reflecting: type))
    }

    /// `reflected`, a name from `String(reflecting:)`, cleaned as ``of(_:)`` describes.
    package static func cleaned(_ reflected: String) -> String {
        strippingModules(from: removingAnonymousContexts(from: reflected))
    }

    /// Drops `(unknown context at $…).` and turns `(Name in _…)` into `Name`.
    private static func removingAnonymousContexts(from name: String) -> String {
        var result = ""
        var rest = Substring(name)
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == ")" || $0 == "(" }),
                  rest[close] == ")" else {
                result.append("(")
                rest = rest[afterOpen...]
                continue
            }
            let inside = rest[afterOpen..<close]
            rest = rest[rest.index(after: close)...]
            if inside.hasPrefix("unknown context at $") {
                if rest.first == "." { rest = rest.dropFirst() }
            } else if let space = inside.firstIndex(of: " "), inside[space...].hasPrefix(" in _") {
                result += inside[..<space]
            } else {
                result += "(" + inside + ")"
            }
        }
        return result + rest
    }

    /// Drops the first component of every dotted path, which names the module:
    /// `Swift.Dictionary<Swift.Int, MyApp.User>` → `Dictionary<Int, User>`.
    private static func strippingModules(from name: String) -> String {
        let characters = Array(name)
        var result = ""
        var index = 0
        while index < characters.count {
            let startsPath = isIdentifier(characters[index])
                && (index == 0 || !(isIdentifier(characters[index - 1]) || ".>".contains(characters[index - 1])))
            guard startsPath else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isIdentifier(characters[end]) { end += 1 }
            let isModule = end + 1 < characters.count && characters[end] == "." && isIdentifier(characters[end + 1])
            if isModule {
                index = end + 1
            } else {
                result.append(contentsOf: characters[index..<end])
                index = end
            }
        }
        return result
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
