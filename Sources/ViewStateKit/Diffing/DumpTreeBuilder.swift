/// Walks a value's `Mirror` into a ``DumpNode`` tree.
struct DumpTreeBuilder {
    /// The class instances on the path from the root to the current value.
    private var enclosingObjects: Set<ObjectIdentifier> = []
    /// Names already worked out, by type: an array of a thousand rows names one type.
    private var typeNames: [ObjectIdentifier: String] = [:]

    mutating func node(for value: Any) -> DumpNode {
        if let leaf = DumpLeaf.node(for: value) { return leaf }
        if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
            return node(for: hashable.base)
        }
        let mirror = Mirror(reflecting: value)
        if type(of: value) is AnyKeyPath.Type {  // its fields are addresses; its description is `\User.name`
            return Self.described(typeName(of: value), DumpLeaf.description(of: value) ?? "")
        }
        if mirror.children.first?.label == "pointerValue" {  // an Unsafe…Pointer
            return Self.described(typeName(of: value), "0x…")
        }
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { node(for: $0.value) } ?? .text("nil")
        case .collection:
            let elements = mirror.children.enumerated().map {
                DumpEntry(key: .text("[\($0.offset)]"), value: node(for: $0.element.value))
            }
            return .group(DumpGroup(opening: "[", closing: "]", empty: "[]", entries: elements))
        case .dictionary:
            return .group(DumpGroup(opening: "[", closing: "]", empty: "[:]", entries: dictionaryEntries(mirror)))
        case .set:
            let elements = mirror.children.map { node(for: $0.value) }
                .map { (text: DumpLayout.text(of: $0), node: $0) }
                .sorted { $0.text < $1.text }
            return .group(DumpGroup(opening: "Set([", closing: "])", empty: "Set([])", entries: elements.map {
                DumpEntry(key: nil, value: $0.node)
            }))
        case .tuple:
            let elements = fields(mirror)
            return .group(DumpGroup(opening: "(", closing: ")", empty: "()", mayFitOnOneLine: true, entries: elements))
        case .enum:
            return enumNode(value, mirror: mirror)
        case .class:
            return objectNode(value, mirror: mirror)
        default:
            if mirror.children.isEmpty, let description = DumpLeaf.description(of: value) {
                return Self.described(typeName(of: value), description)
            }
            if mirror.children.isEmpty, mirror.displayStyle == nil {
                return .text(String(describing: value))  // functions: "(Function)"
            }
            let name = typeName(of: value)
            return .group(DumpGroup(opening: name + "(", closing: ")", empty: name + "()", entries: fields(mirror)))
        }
    }

    private mutating func typeName(of value: Any) -> String {
        let key = ObjectIdentifier(type(of: value))
        if let known = typeNames[key] { return known }
        let name = TypeName.of(type(of: value))
        typeNames[key] = name
        return name
    }

    private mutating func enumNode(_ value: Any, mirror: Mirror) -> DumpNode {
        let name = typeName(of: value)
        guard let payload = mirror.children.first else {
            return .text(name + "." + DumpLeaf.caseName(of: value))
        }
        let caseName = payload.label ?? DumpLeaf.caseName(of: value)
        let payloadMirror = Mirror(reflecting: payload.value)
        let entries = payloadMirror.displayStyle == .tuple
            ? fields(payloadMirror)
            : [DumpEntry(key: nil, value: node(for: payload.value))]
        let opening = name + "." + caseName + "("
        let payloadGroup = DumpGroup(opening: opening, closing: ")", empty: opening + ")", mayFitOnOneLine: true, entries: entries)
        return .group(payloadGroup)
    }

    private mutating func objectNode(_ value: Any, mirror: Mirror) -> DumpNode {
        let name = typeName(of: value)
        let identity = ObjectIdentifier(value as AnyObject)
        if enclosingObjects.contains(identity) { return .text(name + "(↩︎)") }
        enclosingObjects.insert(identity)
        defer { enclosingObjects.remove(identity) }
        var ancestry = [mirror]
        while let superclass = ancestry[ancestry.count - 1].superclassMirror { ancestry.append(superclass) }
        let entries = ancestry.reversed().flatMap { fields($0) }
        if entries.isEmpty, let description = DumpLeaf.description(of: value) {
            return Self.described(name, description)
        }
        return .group(DumpGroup(opening: name + "(", closing: ")", empty: name + "()", entries: entries))
    }

    /// Labeled children as `label: value`; tuple positions (`.0`) without a label.
    /// Drops the registrar the `@Observable` macro adds and the `_` it puts
    /// before each stored property.
    private mutating func fields(_ mirror: Mirror) -> [DumpEntry] {
        let registrar = "_$observationRegistrar"
        let isObservable = mirror.children.contains { $0.label == registrar }
        return mirror.children.compactMap { child in
            guard var label = child.label, !label.hasPrefix(".") else {
                return DumpEntry(key: nil, value: node(for: child.value))
            }
            if isObservable {
                if label == registrar { return nil }
                if label.hasPrefix("_") { label.removeFirst() }
            }
            return DumpEntry(key: .text(label), value: node(for: child.value))
        }
    }

    /// Key-value pairs sorted by the dump of their key, then of their value.
    private mutating func dictionaryEntries(_ mirror: Mirror) -> [DumpEntry] {
        let pairs = mirror.children.compactMap { child -> (key: String, value: String, entry: DumpEntry)? in
            let parts = Mirror(reflecting: child.value).children.map(\.value)
            guard parts.count == 2 else { return nil }
            let entry = DumpEntry(key: node(for: parts[0]), value: node(for: parts[1]))
            return (DumpLayout.text(of: entry.key ?? .text("")), DumpLayout.text(of: entry.value), entry)
        }
        return pairs.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.map(\.entry)
    }

    /// `URL(https://example.com)`: a value known only by its description.
    private static func described(_ typeName: String, _ description: String) -> DumpNode {
        let text = typeName + "(" + description + ")"
        return .leaf(text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) })
    }
}
