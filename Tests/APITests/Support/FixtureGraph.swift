import Foundation

/// Symbol graph JSON written by hand, shaped as `swift symbolgraph-extract` writes it, so the list
/// and the rule can be tried on declarations whose answers are known.
enum FixtureGraph {
    static let root = "/work/Kit"

    /// One symbol. `line` is one-based, as an editor shows it; nil makes it compiler-written.
    static func symbol(
        _ kind: String, _ id: String, _ path: [String], _ declaration: String,
        doc: [String]? = nil, file: String = "Sources/Kit/Gauge.swift", line: Int? = 1,
        extendedModule: String? = nil, constraints: [(kind: String, lhs: String, rhs: String)] = []
    ) -> [String: Any] {
        var symbol: [String: Any] = [
            "kind": ["identifier": kind, "displayName": kind],
            "identifier": ["precise": id, "interfaceLanguage": "swift"],
            "pathComponents": path,
            "declarationFragments": declaration.split(separator: " ", omittingEmptySubsequences: false).enumerated().map {
                ["kind": "text", "spelling": ($0.offset == 0 ? "" : " ") + $0.element]
            },
            "accessLevel": "public",
        ]
        if let doc {
            symbol["docComment"] = ["lines": doc.map { ["text": $0] }]
        }
        if let line {
            symbol["location"] = ["uri": "file://\(root)/\(file)", "position": ["line": line - 1, "character": 4]]
        }
        if extendedModule != nil || !constraints.isEmpty {
            var swiftExtension: [String: Any] = ["extendedModule": extendedModule ?? "Kit"]
            if !constraints.isEmpty {
                swiftExtension["constraints"] = constraints.map { ["kind": $0.kind, "lhs": $0.lhs, "rhs": $0.rhs] }
            }
            symbol["swiftExtension"] = swiftExtension
        }
        return symbol
    }

    static func relationship(
        _ kind: String, _ source: String, _ target: String, fallback: String? = nil,
        constraints: [(kind: String, lhs: String, rhs: String)] = []
    ) -> [String: Any] {
        var relationship: [String: Any] = ["kind": kind, "source": source, "target": target]
        if let fallback { relationship["targetFallback"] = fallback }
        if !constraints.isEmpty {
            relationship["swiftConstraints"] = constraints.map { ["kind": $0.kind, "lhs": $0.lhs, "rhs": $0.rhs] }
        }
        return relationship
    }

    static func json(symbols: [[String: Any]], relationships: [[String: Any]] = []) throws -> String {
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0]],
            "module": ["name": "Kit"],
            "symbols": symbols,
            "relationships": relationships,
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A small module "Kit": a protocol `View` whose `body` has a default, a view `Gauge` (its
    /// `Sendable` conformance given twice, as graphs sometimes do), an enum `Axis` with a case and a
    /// compiler-written `init(rawValue:)`, and `Optional: View` in its `Kit@Swift` file.
    static func kit(gaugeInit: String = "init(value: Double)") throws -> ModuleSymbolGraph {
        let main = try json(
            symbols: [
                symbol("swift.protocol", "s:Kit4ViewP", ["View"], "protocol View", doc: ["SwiftUI: View"], file: "Sources/Kit/View.swift"),
                symbol("swift.struct", "s:Kit5GaugeV", ["Gauge"], "struct Gauge", doc: ["A gauge.", "", "SwiftUI: Gauge"], line: 3),
                symbol("swift.init", "s:Kit5GaugeV4init", ["Gauge", "init(value:)"], gaugeInit,
                       doc: ["Makes one.", "TextUI only: SwiftUI's takes a range"], line: 6),
                symbol("swift.property", "s:Kit5GaugeV4body", ["Gauge", "body"], "var body: some View { get }", line: 10),
                symbol("swift.method", "s:Kit5GaugeV5label", ["Gauge", "label(_:)"], "func label(_ text: String) -> Gauge",
                       doc: ["Labels it.", "  SwiftUI:  "], line: 14, constraints: [("sameType", "Label", "Text")]),
                symbol("swift.property", "s:Kit4ViewP4body", ["View", "body"], "var body: Body { get }",
                       doc: ["SwiftUI: View.body"], file: "Sources/Kit/View.swift", line: 4),
                symbol("swift.property", "s:Kit4ViewPE4body", ["View", "body"], "var body: Body { get }",
                       doc: ["TextUI only: a default"], file: "Sources/Kit/View.swift", line: 9, extendedModule: "Kit"),
                symbol("swift.enum", "s:Kit4AxisO", ["Axis"], "enum Axis", doc: ["SwiftUI: Axis"], file: "Sources/Kit/Axis.swift", line: 2),
                symbol("swift.enum.case", "s:Kit4AxisO10horizontal", ["Axis", "horizontal"], "case horizontal",
                       doc: ["Across."], file: "Sources/Kit/Axis.swift", line: 4),
                symbol("swift.init", "s:Kit4AxisO8rawValue", ["Axis", "init(rawValue:)"], "init?(rawValue: Int8)", line: nil),
            ],
            relationships: [
                relationship("memberOf", "s:Kit5GaugeV4init", "s:Kit5GaugeV"),
                relationship("conformsTo", "s:Kit5GaugeV", "s:Kit4ViewP"),
                relationship("conformsTo", "s:Kit5GaugeV", "s:s8SendableP", fallback: "Swift.Sendable"),
                relationship("conformsTo", "s:Kit5GaugeV", "s:s8SendableP", fallback: "Swift.Sendable"),
                relationship("requirementOf", "s:Kit4ViewP4body", "s:Kit4ViewP"),
                relationship("defaultImplementationOf", "s:Kit4ViewPE4body", "s:Kit4ViewP4body"),
                relationship("conformsTo", "s:Kit5GaugeV", "s:s8CopyableP", fallback: "Swift.Copyable"),
                relationship("conformsTo", "s:Kit4AxisO", "s:SY", fallback: "Swift.RawRepresentable"),
            ]
        )
        let swift = try json(
            symbols: [
                symbol("swift.extension", "s:e:s:Sq4Kit", ["Optional"], "extension Optional where Wrapped : View",
                       extendedModule: "Swift", constraints: [("conformance", "Wrapped", "View")]),
                symbol("swift.property", "s:Sq3Kit4body", ["Optional", "body"], "var body: Never { get }",
                       doc: ["SwiftUI: Optional.body"], file: "Sources/Kit/Optional+View.swift", line: 5,
                       extendedModule: "Swift", constraints: [("conformance", "Wrapped", "View")]),
                symbol("swift.extension", "s:e:s:Si4Kit", ["Int"], "extension Int", extendedModule: "Swift"),
            ],
            relationships: [
                relationship("conformsTo", "s:e:s:Sq4Kit", "s:Kit4ViewP", constraints: [("conformance", "Wrapped", "View")]),
                relationship("conformsTo", "s:e:s:Si4Kit", "s:SQ", fallback: "Swift.Equatable"),
            ]
        )
        return try ModuleSymbolGraph.decode(module: "Kit", json: [main, swift])
    }
}
