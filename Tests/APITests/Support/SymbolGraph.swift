import Foundation

/// The part of a symbol graph file (`swift symbolgraph-extract`'s JSON) the API lists and the
/// doc-comment rule read: each symbol's path, declaration, doc comment and place, and the
/// conformances between them.
struct SymbolGraph: Decodable, Sendable {
    var symbols: [Symbol]
    var relationships: [Relationship]

    struct Symbol: Decodable, Sendable {
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]
        var docComment: DocComment?
        var location: Location?
        var swiftExtension: Extension?

        struct Kind: Decodable, Sendable { var identifier: String }
        struct Identifier: Decodable, Sendable { var precise: String }
        struct Fragment: Decodable, Sendable { var spelling: String }
        struct DocComment: Decodable, Sendable {
            var lines: [Line]
            struct Line: Decodable, Sendable { var text: String }
        }
        struct Location: Decodable, Sendable {
            var uri: String
            var position: Position
            /// Zero-based, as the symbol graph counts.
            struct Position: Decodable, Sendable { var line: Int }
        }
        struct Extension: Decodable, Sendable {
            var extendedModule: String?
            var constraints: [Constraint]?
        }
    }

    struct Relationship: Decodable, Sendable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
        var swiftConstraints: [Constraint]?
    }

    /// A generic requirement: `Label : View` (conformance, superclass) or `Data == [Int]` (same type).
    struct Constraint: Decodable, Sendable {
        var kind: String
        var lhs: String
        var rhs: String

        var text: String { kind == "sameType" ? "\(lhs) == \(rhs)" : "\(lhs) : \(rhs)" }
    }
}

/// One module's symbol graph files: `TextUI.symbols.json` and those of its extensions to other
/// modules' types (`TextUI@Swift.symbols.json`).
struct ModuleSymbolGraph: Sendable {
    var module: String
    var graphs: [SymbolGraph]

    /// Reads the files a `swift symbolgraph-extract -module-name <module>` run wrote into `directory`.
    static func read(module: String, from directory: URL) throws -> ModuleSymbolGraph {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json"))
        }
        let decoder = JSONDecoder()
        let graphs = try names.sorted().map { name in
            try decoder.decode(SymbolGraph.self, from: Data(contentsOf: directory.appendingPathComponent(name)))
        }
        return ModuleSymbolGraph(module: module, graphs: graphs)
    }

    /// Decodes graphs given as JSON text (the tests' fixtures).
    static func decode(module: String, json: [String]) throws -> ModuleSymbolGraph {
        let graphs = try json.map { try JSONDecoder().decode(SymbolGraph.self, from: Data($0.utf8)) }
        return ModuleSymbolGraph(module: module, graphs: graphs)
    }

    var symbols: [SymbolGraph.Symbol] { graphs.flatMap(\.symbols) }
    var relationships: [SymbolGraph.Relationship] { graphs.flatMap(\.relationships) }
}

extension SymbolGraph.Symbol {
    /// An `extension Optional` block (emitted for extensions of other modules' types): it names
    /// the extended type for its conformances, and declares nothing itself.
    var isExtensionBlock: Bool { kind.identifier == "swift.extension" }

    /// Written by the compiler (a raw-value enum's `init(rawValue:)`): it has no place in a source file.
    var isImplicit: Bool { location == nil }

    /// The symbol's full name: `TextUI.Stepper.init(_:value:in:step:onEditingChanged:)`, or
    /// `Swift.Optional.body` for a member the module adds to another module's type.
    func path(in module: String) -> String {
        ([swiftExtension?.extendedModule ?? module] + pathComponents).joined(separator: ".")
    }

    /// The declaration as the compiler prints it, on one line.
    var declaration: String {
        declarationFragments.map(\.spelling).joined()
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            .joined(separator: " ")
    }
}
