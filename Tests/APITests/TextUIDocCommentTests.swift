import Foundation
import Testing

/// Issue 18's rule, on TextUI as built: every public declaration's doc comment names the SwiftUI
/// declaration it mirrors (`SwiftUI: …`) or says it is TextUI's own and why (`TextUI only: …`).
/// The same holds in the TextUI product's modules for the frameworks a copy imports in their
/// place (`os: …`, `AVFoundation: …`, `UserNotifications: …`, `LocalAuthentication: …`,
/// `ActivityKit: …`, `SwiftData: …`, `StoreKit: …`), and for the frameworks TextUI declares itself
/// (`CoreTransferable: …`, `CoreData: …`, `PDFKit: …`, `CoreMedia: …`, `MessageUI: …`,
/// `LinkPresentation: …`, `AuthenticationServices: …`, `TipKit: …`, `MediaPlayer: …`,
/// `CoreSpotlight: …`).
@Suite struct TextUIDocCommentTests {
    @Test(.enabled(if: PackageAPI.canExtract, PackageAPI.skipComment))
    func everyPublicDeclarationNamesWhatItMirrors() async throws {
        let graph = try #require(try await PackageAPI.graphs.value["TextUI"], "no symbol graph for TextUI")
        let violations = DocCommentRule.violations(in: graph, packageRoot: SymbolGraphExtractor.packageRoot.path)
        if !violations.isEmpty {
            Issue.record(Comment(rawValue: DocCommentRule.message(for: violations)))
        }
        let counts = DocCommentRule.counts(in: graph)
        #expect(counts.swiftUI > 0 && counts.textUIOnly > 0, "no marker lines found: is the symbol graph reading doc comments?")
    }

    @Test(
        .enabled(if: PackageAPI.canExtract, PackageAPI.skipComment),
        arguments: ["TextUIOSLog", "TextUIAVFoundation", "TextUIUserNotifications", "TextUILocalAuthentication", "TextUIActivityKit", "TextUISwiftData", "TextUIStoreKit"]
    )
    func everyFrameworkModuleDeclarationNamesWhatItMirrors(module: String) async throws {
        let graph = try #require(try await PackageAPI.graphs.value[module], "no symbol graph for \(module)")
        let violations = DocCommentRule.violations(in: graph, packageRoot: SymbolGraphExtractor.packageRoot.path)
        if !violations.isEmpty {
            Issue.record(Comment(rawValue: DocCommentRule.message(for: violations)))
        }
        #expect(DocCommentRule.counts(in: graph).swiftUI > 0, "no marker lines found in \(module)")
    }
}
