/// A module's public API as sorted lines of text, one per declaration and one per conformance —
/// what `API/<Module>.txt` holds, so that any change to it shows as a diff in review:
///
/// ```text
/// TextUI.Stepper — @MainActor struct Stepper<Label> where Label : View
/// TextUI.Stepper — conforms to TextUI.View
/// TextUI.Stepper.init(_:value:step:onEditingChanged:) — @MainActor init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S : StringProtocol, V : Strideable [extension where Label == Text]
/// ```
///
/// A member declared in a constrained extension ends with the extension's requirements in
/// brackets, so two overloads that differ only there stay apart, and a protocol extension's
/// default for a requirement ends `[default implementation]`. Conformances the language implies
/// (`Copyable`, `Escapable`, `SendableMetatype`) and another module's type conforming to another
/// module's protocol (an echo of an internal protocol's parents) are left out.
struct APIList: Equatable, Sendable {
    var lines: [String]

    /// Conformances every type has, or gets with `Sendable`: listing them says nothing.
    static let impliedProtocols: Set<String> = ["Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"]

    init(lines: [String]) { self.lines = lines }

    /// Reads the list a file holds: one line each, blank lines ignored.
    init(text: String) {
        lines = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    init(_ graph: ModuleSymbolGraph) {
        var names: [String: String] = [:]
        var ownSymbols: Set<String> = []
        for symbol in graph.symbols {
            names[symbol.identifier.precise] = symbol.path(in: graph.module)
            if !symbol.isExtensionBlock, (symbol.swiftExtension?.extendedModule ?? graph.module) == graph.module {
                ownSymbols.insert(symbol.identifier.precise)
            }
        }
        let defaults = Set(graph.relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.source))
        var lines: [String] = []
        for symbol in graph.symbols where !symbol.isExtensionBlock {
            var line = "\(symbol.path(in: graph.module)) — \(symbol.declaration)"
            if let constraints = symbol.swiftExtension?.constraints, !constraints.isEmpty {
                line += " [extension where \(constraints.map(\.text).joined(separator: ", "))]"
            }
            if defaults.contains(symbol.identifier.precise) { line += " [default implementation]" }
            lines.append(line)
        }
        var conformances: Set<String> = []
        for relationship in graph.relationships where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
            let target = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
            guard !Self.impliedProtocols.contains(target) else { continue }
            let ownSource = ownSymbols.contains(relationship.source)
            let ownTarget = ownSymbols.contains(relationship.target)
            guard ownSource || ownTarget else { continue }
            let source = names[relationship.source] ?? relationship.source
            let verb = relationship.kind == "conformsTo" ? "conforms to" : "inherits from"
            var line = "\(source) — \(verb) \(target)"
            if let constraints = relationship.swiftConstraints, !constraints.isEmpty {
                line += " [where \(constraints.map(\.text).joined(separator: ", "))]"
            }
            conformances.insert(line)
        }
        self.lines = (lines + conformances).sorted()
    }

    /// The file's text: the lines, each ending in a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }

    /// What changed from `old` to `self`, in list order: `- ` a line that went, `+ ` one that came.
    /// Empty when the lists are equal. Both lists are sorted, so one walk finds every change.
    func changes(from old: APIList) -> [String] {
        var changes: [String] = []
        var (oldIndex, newIndex) = (0, 0)
        let (old, new) = (old.lines, lines)
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, newIndex < new.count, old[oldIndex] == new[newIndex] {
                oldIndex += 1
                newIndex += 1
            } else if newIndex == new.count || (oldIndex < old.count && old[oldIndex] < new[newIndex]) {
                changes.append("- " + old[oldIndex])
                oldIndex += 1
            } else {
                changes.append("+ " + new[newIndex])
                newIndex += 1
            }
        }
        return changes
    }
}

extension APIList {
    /// The failure a changed list reports: one line saying what to do, then the first changes.
    static func changedMessage(module: String, changes: [String], script: String, limit: Int = 20) -> String {
        var lines = ["API of \(module) changed: run \(script) and review the diff"]
        lines += changes.prefix(limit)
        if changes.count > limit { lines.append("… and \(changes.count - limit) more") }
        return lines.joined(separator: "\n")
    }
}
