extension TextCopy {
    /// One walk over a scanned file, line by line, collecting the copy's edits and previews.
    struct Reader {
        let scan: SourceScan
        let platform: CopyPlatform
        private(set) var edits: [SourceEdit] = []
        private(set) var previews: [PreviewSite] = []
        private(set) var entries: [EntrySite] = []
        private var conditions = ConditionalStack()
        /// Braces open at the current byte: a `#Preview` or a preview provider counts only at 0.
        private var depth = 0
        /// Whether the file imports SwiftData (as TextUISwiftData): its `@Model` classes and
        /// storage marks are the copy's to change (``ModelSite``).
        private var readsSwiftData = false

        init(scan: SourceScan, platform: CopyPlatform) {
            self.scan = scan
            self.platform = platform
        }

        private var bytes: [UInt8] { scan.bytes }

        mutating func read() {
            var start = 0
            var line = 1
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != Ascii.newline { end += 1 }
                readLine(start..<end, number: line)
                start = end + 1
                line += 1
            }
        }

        private mutating func readLine(_ range: Range<Int>, number: Int) {
            var first = range.lowerBound
            while first < range.upperBound, Ascii.isWhitespace(bytes[first]) { first += 1 }
            if scan.isCode(Ascii.hash, at: first), readDirective(at: first, line: range) {
                return
            }
            let importEdit = depth == 0 ? Self.importEdit(scan, line: first..<range.upperBound, platform: platform) : nil
            if let importEdit {
                edits.append(importEdit)
                if importEdit.replacement.starts(with: Array(ModelSite.module.utf8)) { readsSwiftData = true }
            }
            var index = range.lowerBound
            while index < range.upperBound {
                defer { index += 1 }
                guard scan.roles[index] == .code else { continue }
                switch bytes[index] {
                case Ascii.openBrace: depth += 1
                case Ascii.closeBrace: depth = max(0, depth - 1)
                case Ascii.hash where depth == 0 && scan.hasWord("#Preview", at: index):
                    let variable = "__textUIPreview\(previews.count + 1)"
                    edits.append(SourceEdit(index..<index + 8, "private let \(variable) = TextUI.Preview"))
                    previews.append(PreviewSite(kind: .macro(variable: variable), line: number, conditions: conditions))
                case Ascii.at where scan.hasWord("@Entry", at: index):
                    if let entry = EntrySite.rewrite(scan, at: index, number: entries.count + 1, conditions: conditions) {
                        edits += entry.edits
                        entries.append(entry.site)
                    }
                case Ascii.hash where scan.hasWord("#selector", at: index):
                    edits += selectorEdits(at: index)
                case Ascii.hash where scan.hasWord("#keyPath", at: index):
                    if let edit = KeyPathSite.edit(scan, at: index) { edits.append(edit) }
                case Ascii.at where scan.hasWord("@NSManaged", at: index):
                    // Core Data gives an `@NSManaged` property its storage, and a relationship's
                    // generated accessor its body, through the Objective-C runtime, which Linux
                    // lacks (``ManagedSite``).
                    edits += ManagedSite.edits(scan, at: index)
                case Ascii.at where scan.hasWord("@objc", at: index) || scan.hasWord("@objcMembers", at: index):
                    edits.append(objcAttributeEdit(at: index))
                case Ascii.at where scan.hasWord("@Previewable", at: index):
                    edits.append(SourceEdit(index..<index + 12, keepingColumns: ""))
                case Ascii.at where depth == 0 && scan.hasWord("@available", at: index):
                    // `@available(iOS 17, *) #Preview { … }` is how an app gates a preview of
                    // newer API; on a stored global, which the copy makes of it, the attribute
                    // would not compile, and the copy reads every platform as available.
                    if let attribute = availabilityBeforePreview(at: index) {
                        edits += attribute
                    }
                case Ascii.at where depth == 0 && scan.hasWord("@main", at: index):
                    // The app's entry point is the app's: in the copy its type is an ordinary one,
                    // so the module links into `preview` and the tests, which have entry points of
                    // their own.
                    edits.append(SourceEdit(index..<index + 5, keepingColumns: ""))
                case Ascii.at where readsSwiftData && scan.hasWord("@Model", at: index):
                    if let conformance = ModelSite.conformanceEdit(scan, at: index) { edits.append(conformance) }
                case Ascii.at where readsSwiftData && scan.hasWord("@Query", at: index):
                    if let types = ModelSite.queryTypesEdit(scan, at: index) { edits.append(types) }
                case Ascii.at where readsSwiftData:
                    edits += ModelSite.storageMarkEdits(scan, at: index)
                case _ where Ascii.isIdentifier(bytes[index]):
                    // `SwiftUI.LabelStyle`, `@SwiftUI.State`: a name qualified by a module the
                    // copy replaces is TextUI's (an import line has its own edit).
                    if importEdit == nil, let edit = moduleQualifier(at: index) {
                        edits.append(edit)
                    } else if depth == 0, let type = previewProvider(declaredAt: index) {
                        previews.append(PreviewSite(kind: .provider(type: type), line: number, conditions: conditions))
                    }
                default: break
                }
            }
        }

        /// The edit that makes a module name qualifying a member at `index` (`SwiftUI.Color`,
        /// `SwiftData.Schema`, `StoreKit.Transaction`) name the module the copy imports in its place
        /// (TextUI, TextUISwiftData, TextUIStoreKit); `nil` otherwise. A member
        /// of the name (`view.SwiftUI`) is left alone.
        private func moduleQualifier(at index: Int) -> SourceEdit? {
            if index > 0, bytes[index - 1] == Ascii.dot || Ascii.isIdentifier(bytes[index - 1]) { return nil }
            let word = identifier(at: index, before: bytes.count)
            let end = index + word.utf8.count
            // `os` is also a common name for a value (`for os in systems`), so `os.` stays as written.
            guard scan.isCode(Ascii.dot, at: end), word != "os",
                  let replacement = platform.replacement(forImportOf: word), replacement == "TextUI" || replacement == ModelSite.module || replacement == CopyPlatform.storeKitModule
            else { return nil }
            return SourceEdit(index..<end, keepingColumns: replacement)
        }

        /// `#selector(Type.method(_:))` asks the Objective-C runtime, which Linux lacks, for a
        /// method's name: the copy writes it as `Selector("Type.method(_:)")`, the same width
        /// on its first line, and TextUI declares `Selector`. `[]` when no `(` follows.
        private func selectorEdits(at start: Int) -> [SourceEdit] {
            let open = start + 9
            guard scan.isCode(Ascii.openParenthesis, at: open) else { return [] }
            var depth = 0
            var position = open
            while position < bytes.count {
                if scan.isCode(Ascii.openParenthesis, at: position) { depth += 1 }
                if scan.isCode(Ascii.closeParenthesis, at: position) {
                    depth -= 1
                    if depth == 0 { break }
                }
                position += 1
            }
            guard position < bytes.count else { return [] }
            return [SourceEdit(start..<open + 1, "Selector(\""), SourceEdit(position..<position + 1, "\")")]
        }

        /// `@objc`, `@objc(name)` and `@objcMembers` expose a declaration to the Objective-C
        /// runtime, which Linux lacks (the compiler refuses them there): the copy blanks the
        /// attribute, keeping columns; the declaration stays, and a `Selector` names it as text.
        private func objcAttributeEdit(at start: Int) -> SourceEdit {
            if scan.hasWord("@objcMembers", at: start) { return SourceEdit(start..<start + 12, keepingColumns: "") }
            var end = start + 5
            if scan.isCode(Ascii.openParenthesis, at: end) {
                var position = end
                while position < bytes.count, bytes[position] != Ascii.newline, !scan.isCode(Ascii.closeParenthesis, at: position) {
                    position += 1
                }
                if scan.isCode(Ascii.closeParenthesis, at: position) { end = position + 1 }
            }
            return SourceEdit(start..<end, keepingColumns: "")
        }

        /// The edits that blank an `@available(…)` attribute starting at `at`, keeping its line
        /// breaks, when the next code after it is a `#Preview`; `nil` otherwise.
        private func availabilityBeforePreview(at start: Int) -> [SourceEdit]? {
            var position = start + 10
            while position < bytes.count, scan.roles[position] != .code || Ascii.isWhitespace(bytes[position]) || bytes[position] == Ascii.newline {
                position += 1
            }
            guard scan.isCode(Ascii.openParenthesis, at: position) else { return nil }
            position = scan.end(ofParenthesesAt: position)
            let end = position
            while position < bytes.count, scan.roles[position] != .code || Ascii.isWhitespace(bytes[position]) || bytes[position] == Ascii.newline {
                position += 1
            }
            guard scan.hasWord("#Preview", at: position) else { return nil }
            return SourceEdit.blanking(start..<end, of: bytes)
        }

        /// Reads a `#if`, `#elseif`, `#else` or `#endif` line; `false` for any other `#`.
        private mutating func readDirective(at hash: Int, line: Range<Int>) -> Bool {
            let word = identifier(at: hash + 1, before: line.upperBound)
            switch word {
            case "if", "elseif":
                let start = hash + 1 + word.utf8.count
                var end = start
                while end < line.upperBound, scan.roles[end] == .code { end += 1 }
                let rewritten = ConditionRewriter(scan: scan, platform: platform).edits(in: start..<end)
                edits += rewritten
                let condition = String(decoding: SourceEdit.apply(rewritten.map { $0.shifted(by: -start) }, to: Array(bytes[start..<end])), as: UTF8.self)
                    .trimmingSpaces()
                if word == "if" { conditions.open(condition) } else { conditions.add(condition) }
            case "else": conditions.add(nil)
            case "endif": conditions.close()
            default: return false
            }
            return true
        }

        /// The identifier starting at `index` (empty when there is none).
        private func identifier(at index: Int, before end: Int) -> String {
            var stop = index
            while stop < end, Ascii.isIdentifier(bytes[stop]), scan.roles[stop] == .code { stop += 1 }
            return String(decoding: bytes[index..<stop], as: UTF8.self)
        }

        /// The type a declaration at `index` names when it adopts `PreviewProvider`:
        /// `struct Hello_Previews: PreviewProvider {` or `extension Hello: PreviewProvider {`.
        private func previewProvider(declaredAt index: Int) -> String? {
            let keywords = ["struct", "enum", "class", "actor", "extension"]
            guard let keyword = keywords.first(where: { scan.hasWord($0, at: index) }) else { return nil }
            var position = index + keyword.utf8.count
            while position < bytes.count, Ascii.isWhitespace(bytes[position]) || bytes[position] == Ascii.newline { position += 1 }
            var name = ""
            while position < bytes.count, Ascii.isIdentifier(bytes[position]) || bytes[position] == Ascii.dot, scan.roles[position] == .code {
                name.unicodeScalars.append(UnicodeScalar(bytes[position]))
                position += 1
            }
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
            // The inheritance clause, up to the body's brace (or the end of a short look).
            let limit = min(bytes.count, position + 400)
            while position < limit, !scan.isCode(Ascii.openBrace, at: position) {
                if scan.hasWord("PreviewProvider", at: position) { return name }
                position += 1
            }
            return nil
        }

        /// The edit an import line needs, when it imports a module the copy replaces.
        static func importEdit(_ scan: SourceScan, line: Range<Int>, platform: CopyPlatform) -> SourceEdit? {
            guard let module = importedModule(scan, line: line),
                  let replacement = platform.replacement(forImportOf: String(decoding: scan.bytes[module], as: UTF8.self))
            else { return nil }
            return SourceEdit(module, keepingColumns: replacement)
        }

        /// Whether `line` is one import and nothing after it.
        static func isPlainImport(_ scan: SourceScan, line: Range<Int>) -> Bool {
            guard let module = importedModule(scan, line: line) else { return false }
            var end = module.upperBound
            while end < line.upperBound, scan.bytes[end] == Ascii.dot || Ascii.isIdentifier(scan.bytes[end]) { end += 1 }
            return scan.bytes[end..<line.upperBound].allSatisfy(Ascii.isWhitespace)
        }

        /// The byte range of the module an import declaration on `line` names:
        /// `@preconcurrency import SwiftUI`, `import struct SwiftUI.Color`.
        private static func importedModule(_ scan: SourceScan, line: Range<Int>) -> Range<Int>? {
            let bytes = scan.bytes
            var position = line.lowerBound
            func skipSpaces() { while position < line.upperBound, Ascii.isWhitespace(bytes[position]) { position += 1 } }
            func word() -> Range<Int> {
                let start = position
                while position < line.upperBound, Ascii.isIdentifier(bytes[position]), scan.roles[position] == .code { position += 1 }
                return start..<position
            }
            skipSpaces()
            while position < line.upperBound, scan.isCode(Ascii.at, at: position) {
                position += 1
                _ = word()
                if scan.isCode(Ascii.openParenthesis, at: position) {
                    while position < line.upperBound, !scan.isCode(Ascii.closeParenthesis, at: position) { position += 1 }
                    position += 1
                }
                skipSpaces()
            }
            guard scan.hasWord("import", at: position) else { return nil }
            position += 6
            skipSpaces()
            let kinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            var module = word()
            if kinds.contains(String(decoding: bytes[module], as: UTF8.self)) {
                skipSpaces()
                module = word()
            } else {
                // A submodule is part of the module's name: `import os.log`.
                while !module.isEmpty, position < line.upperBound, scan.isCode(Ascii.dot, at: position) {
                    position += 1
                    let part = word()
                    guard !part.isEmpty else { break }
                    module = module.lowerBound..<part.upperBound
                }
            }
            return module.isEmpty ? nil : module
        }
    }
}

extension SourceEdit {
    /// The same edit with its range moved by `offset` bytes.
    func shifted(by offset: Int) -> SourceEdit {
        SourceEdit(range.lowerBound + offset..<range.upperBound + offset, replacement: replacement)
    }
}

extension String {
    /// The text without the spaces and tabs at either end.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" })
        else { return "" }
        return String(scalars[first...last])
    }
}
