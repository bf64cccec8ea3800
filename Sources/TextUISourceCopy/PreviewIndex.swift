/// The file a text-copied module gets beside its copies: one screen per source file that has
/// previews, named after the file, and a `ModulePreviews` member named after the module that
/// `preview` and the tests use to find them all.
///
/// ```swift
/// let index = PreviewIndex(module: "Cart", files: ["App/CartView.swift"])
/// index.screenNames            // ["CartView"]
/// index.member                 // "cart": `Catalog(.cart)`, `expectSnapshots(of: .cart)`
/// ```
package struct PreviewIndex {
    package let module: String
    /// The files, as paths relative to the target's folder, in the order given.
    package let files: [String]
    /// Each file's screen name: its name without `.swift`, or with its folders before it
    /// (`Orders.Row`) when two files share a name.
    package let screenNames: [String]
    /// Each file's Swift name for the type its copy declares to list its previews.
    package let previewsTypes: [String]

    package init(module: String, files: [String]) {
        self.module = module
        self.files = files
        self.screenNames = Self.uniqueScreenNames(files)
        self.previewsTypes = Self.uniqueTypeNames(files)
    }

    /// The `ModulePreviews` member for the module: its name in lower camel case.
    package var member: String {
        let scalars = Array(module.unicodeScalars)
        var leadingCapitals = 0
        while leadingCapitals < scalars.count, scalars[leadingCapitals].properties.isUppercase { leadingCapitals += 1 }
        // "Cart" → "cart", "URLKit" → "urlKit", "UI" → "ui".
        let lowered = leadingCapitals > 1 && leadingCapitals < scalars.count ? leadingCapitals - 1 : max(1, leadingCapitals)
        let head = String(String.UnicodeScalarView(scalars.prefix(lowered))).lowercased()
        let name = head + String(String.UnicodeScalarView(scalars.dropFirst(lowered)))
        return Self.swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// The index file's Swift text, for the files (among ``files``) whose copies list previews.
    package func source(filesWithPreviews: Set<String>) -> String {
        var lines = [
            "// Written by TextUICopy: the previews of \(module)'s SwiftUI files, one screen per file.",
            "import PreviewCatalog",
            "import TextUI",
            "",
        ]
        var screens: [String] = []
        for (index, file) in files.enumerated() where filesWithPreviews.contains(file) {
            let type = "__TextUIPreviewScreen\(screens.count + 1)"
            screens.append(type)
            lines += [
                "private enum \(type): FilePreviews {",
                "    static let screenName = \"\(screenNames[index].replacingBackslashesAndQuotes())\"",
                "    static let sourcePath = \"\(file.replacingBackslashesAndQuotes())\"",
                "    static var previews: [TextUI.Preview] { \(previewsTypes[index]).previews }",
                "}",
                "",
            ]
        }
        lines += [
            "extension ModulePreviews {",
            "    /// The previews of module \(module), a screen per file.",
            "    public static var \(member): ModulePreviews {",
            "        ModulePreviews(module: \"\(module.replacingBackslashesAndQuotes())\", screens: [\(screens.map { "\($0).self" }.joined(separator: ", "))])",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func uniqueScreenNames(_ files: [String]) -> [String] {
        let parts = files.map { path -> [Substring] in
            var components = path.split(separator: "/")
            if let last = components.last, last.hasSuffix(".swift") {
                components[components.count - 1] = last.dropLast(6)
            }
            return components
        }
        var depth = Array(repeating: 1, count: files.count)
        func name(_ index: Int) -> String { parts[index].suffix(depth[index]).joined(separator: ".") }
        // Lengthen each clashing name by a folder until none clash or no folder is left.
        while true {
            var seen: [String: [Int]] = [:]
            for index in files.indices { seen[name(index), default: []].append(index) }
            let clashing = seen.values.filter { $0.count > 1 }.flatMap { $0 }.filter { depth[$0] < parts[$0].count }
            if clashing.isEmpty { break }
            for index in clashing { depth[index] += 1 }
        }
        return files.indices.map(name)
    }

    private static func uniqueTypeNames(_ files: [String]) -> [String] {
        var used: Set<String> = []
        return files.map { path in
            let base = "__TextUIPreviews_" + String(path.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil) ? Character(scalar) : "_"
            })
            var name = base
            var suffix = 2
            while !used.insert(name).inserted {
                name = "\(base)_\(suffix)"
                suffix += 1
            }
            return name
        }
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "self", "super", "throw", "throws", "true", "try", "any", "some", "internal",
        "private", "public", "fileprivate", "open", "rethrows", "Self", "Type", "Protocol",
    ]
}
