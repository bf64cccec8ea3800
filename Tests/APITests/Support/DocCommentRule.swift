import Foundation

/// TextUI's rule for doc comments (issue 18, "Divergence is visible"): every public declaration
/// says on a line of its own either what it mirrors, `SwiftUI: Stepper.init(_:value:in:step:onEditingChanged:)`
/// — or, for what `import SwiftUI` brings from Combine and UIKit (issue 24), `Combine: protocol
/// Publisher<Output, Failure>`, `UIKit: class UIImage : NSObject` — or that SwiftUI has nothing
/// like it and why, `TextUI only: SwiftUI draws pixels, not text`.
///
/// Each declaration answers for itself: a type's line does not cover its members, an enum's does
/// not cover its cases, and a `body` or `makeBody(configuration:)` that implements a protocol's
/// requirement names it too — Apple documents each of those on a page of its own, and a line each
/// keeps a TextUI-only case or overload from hiding under its parent's line. Only what the
/// compiler writes (a raw-value enum's `init(rawValue:)`) is exempt: it has no source to write on.
enum DocCommentRule {
    /// The lines naming what a declaration mirrors, by the framework that declares it.
    static let mirrorMarkers = ["SwiftUI:", "Combine:", "UIKit:", "Foundation:", "CoreGraphics:", "QuartzCore:", "UniformTypeIdentifiers:", "PhotosUI:", "SafariServices:", "WidgetKit:", "AppIntents:", "Charts:", "StoreKit:", "WebKit:", "AVKit:", "AVFoundation:", "os:", "UserNotifications:", "LocalAuthentication:", "ActivityKit:", "SwiftData:", "CoreTransferable:", "CoreData:", "PDFKit:", "CoreMedia:", "MessageUI:", "LinkPresentation:", "AuthenticationServices:", "TipKit:", "MediaPlayer:", "CoreSpotlight:"]
    static let markers = mirrorMarkers + ["TextUI only:"]

    /// A public declaration whose doc comment has neither line.
    struct Violation: Equatable, Sendable, CustomStringConvertible {
        var path: String
        /// `Sources/TextUI/Controls/Stepper.swift:42`: relative to the package root when under it.
        var place: String

        var description: String { "\(path) at \(place)" }
    }

    /// Whether one doc-comment line names what the declaration mirrors or says it is TextUI's own:
    /// the marker, then some words.
    static func isMarkerLine(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return markers.contains { marker in
            trimmed.hasPrefix(marker) && !trimmed.dropFirst(marker.count).allSatisfy { $0 == " " }
        }
    }

    /// The declarations of `graph` that break the rule, in source order (file, then line).
    static func violations(in graph: ModuleSymbolGraph, packageRoot: String) -> [Violation] {
        var found: [(file: String, line: Int, violation: Violation)] = []
        for symbol in graph.symbols where !symbol.isExtensionBlock && !symbol.isImplicit {
            let lines = symbol.docComment?.lines.map(\.text) ?? []
            guard !lines.contains(where: isMarkerLine) else { continue }
            let file = relativePath(ofFileURI: symbol.location?.uri ?? "", under: packageRoot)
            let line = (symbol.location?.position.line ?? 0) + 1
            found.append((file, line, Violation(path: symbol.path(in: graph.module), place: "\(file):\(line)")))
        }
        return found.sorted { ($0.file, $0.line, $0.violation.path) < ($1.file, $1.line, $1.violation.path) }
            .map(\.violation)
    }

    /// How many public declarations name what they mirror (`SwiftUI:`, `Combine:` or `UIKit:`)
    /// and how many say `TextUI only:` (a declaration with both counts for both).
    static func counts(in graph: ModuleSymbolGraph) -> (swiftUI: Int, textUIOnly: Int) {
        var counts = (swiftUI: 0, textUIOnly: 0)
        for symbol in graph.symbols where !symbol.isExtensionBlock && !symbol.isImplicit {
            let lines = (symbol.docComment?.lines.map(\.text) ?? []).filter(isMarkerLine)
            if lines.contains(where: { line in mirrorMarkers.contains { line.drop { $0 == " " }.hasPrefix($0) } }) { counts.swiftUI += 1 }
            if lines.contains(where: { $0.drop { $0 == " " }.hasPrefix("TextUI only:") }) { counts.textUIOnly += 1 }
        }
        return counts
    }

    static func relativePath(ofFileURI uri: String, under root: String) -> String {
        let path = URL(string: uri)?.path ?? uri
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension DocCommentRule {
    /// The failure the rule reports: how many, what to write, then one line per declaration.
    static func message(for violations: [Violation]) -> String {
        let header = "\(violations.count) public TextUI declaration\(violations.count == 1 ? " has" : "s have") "
            + "no doc-comment line `SwiftUI: <what it mirrors>` (or `Combine:`, `UIKit:`) or `TextUI only: <why>`:"
        return ([header] + violations.map(\.description)).joined(separator: "\n")
    }
}
