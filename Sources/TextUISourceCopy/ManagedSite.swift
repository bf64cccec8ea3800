/// What the copy writes for Core Data's `@NSManaged`, whose storage and accessors Core Data makes
/// through the Objective-C runtime, which Linux lacks:
///
/// - on a property, the attribute is blanked and accessors that keep the value in the object by
///   its name are written after the declaration, so it compiles in a class and in an extension
///   alike (Xcode's generated `+CoreDataProperties.swift` declares them in an extension):
///   `@NSManaged public var title: String?` → `public var title: String? { get {
///   managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }`;
/// - on a relationship's accessor that Xcode generates without a body (a checked-in
///   `Item+CoreDataProperties.swift`), the attribute is blanked and a body is written at the end
///   of its line: `addToTags(_ value: Tag)` and `removeFromTags(_ values: NSSet)` change `tags`
///   through TextUI's `ManagedRelationship`; the ordered forms (`insertIntoTags(_:at:)`,
///   `replaceTags(at:with:)`, `removeFromTags(at:)`) get an empty one.
enum ManagedSite {
    /// The edits for the `@NSManaged` at `start`.
    static func edits(_ scan: SourceScan, at start: Int) -> [SourceEdit] {
        let bytes = scan.bytes
        var position = start + 10
        var lineEnd = position
        while lineEnd < bytes.count, bytes[lineEnd] != Ascii.newline { lineEnd += 1 }
        // The modifiers between the attribute and the declaration: `public`, `open`, `final`.
        while position < lineEnd, !scan.hasWord("func", at: position), !scan.hasWord("var", at: position) { position += 1 }
        let blank = SourceEdit(start..<start + 10, keepingColumns: "")
        if scan.hasWord("var", at: position) { return [blank] + accessors(scan, afterVarAt: position, lineEnd: lineEnd) }
        guard scan.hasWord("func", at: position) else { return [blank] }
        var open = position + 4
        while open < lineEnd, !scan.isCode(Ascii.openParenthesis, at: open) { open += 1 }
        guard open < lineEnd else { return [blank] }
        let name = String(decoding: bytes[(position + 4)..<open], as: UTF8.self).trimmingSpaces()
        let close = scan.end(ofParenthesesAt: open)
        let parameters = String(decoding: bytes[(open + 1)..<max(open + 1, close - 1)], as: UTF8.self)
        var end = lineEnd
        if end > 0, bytes[end - 1] == Ascii.carriageReturn { end -= 1 }
        return [blank, SourceEdit(end..<end, " " + body(name: name, parameters: parameters))]
    }

    /// The accessors written after the property declared by the `var` at `start`, at the end of
    /// the line's code (before a comment that ends it).
    private static func accessors(_ scan: SourceScan, afterVarAt start: Int, lineEnd: Int) -> [SourceEdit] {
        let bytes = scan.bytes
        var nameStart = start + 3
        while nameStart < lineEnd, Ascii.isWhitespace(bytes[nameStart]) { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < lineEnd, Ascii.isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart else { return [] }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        var end = lineEnd
        while end > nameEnd, scan.roles[end - 1] != .code || Ascii.isWhitespace(bytes[end - 1]) || bytes[end - 1] == Ascii.carriageReturn { end -= 1 }
        let body = " { get { managedValue(forKey: \"\(name)\") } set { setManagedValue(newValue, forKey: \"\(name)\") } }"
        return [SourceEdit(end..<end, body)]
    }

    /// The body written for the generated accessor `name(parameters)`.
    static func body(name: String, parameters: String) -> String {
        let labels = parameters.split(separator: ",").first.map { $0.split(separator: ":").first ?? "" } ?? ""
        let words = labels.split(separator: " ")
        guard words.count >= 1, !words.contains("at"), let argument = words.last else { return "{}" }
        for (prefix, helper, preposition) in [("addTo", "adding", "to"), ("removeFrom", "removing", "from")] where name.hasPrefix(prefix) {
            let relationship = String(name.dropFirst(prefix.count))
            guard let first = relationship.first else { return "{}" }
            let property = first.lowercased() + relationship.dropFirst()
            return "{ \(property) = ManagedRelationship.\(helper)(\(argument), \(preposition): \(property)) }"
        }
        return "{}"
    }
}
