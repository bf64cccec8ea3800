import Testing
@testable import TextUISourceCopy

/// Frameworks screens import beside SwiftUI whose names TextUI or one of the TextUI product's
/// modules declares: the copy imports that module in the framework's place, and `canImport` of
/// the framework reads as on the platform the copy is read as.
@Suite struct FrameworkImportCopyTests {
    /// A framework, the module the copy imports for it, and whether an iPhone and a Mac have it.
    struct Mapping: Sendable, CustomTestStringConvertible {
        let framework: String
        let module: String
        let onIPhone: Bool
        let onMac: Bool
        var testDescription: String { framework }
    }

    static let mappings = [
        // A feedback row opens the mail sheet: UIKit's, so TextUI's; no Mac has it.
        Mapping(framework: "MessageUI", module: "TextUI", onIPhone: true, onMac: false),
        // A shared link drawn as its card: a UIKit view, so TextUI's; every platform has it.
        Mapping(framework: "LinkPresentation", module: "TextUI", onIPhone: true, onMac: true),
        // A welcome screen's Sign in with Apple button: a SwiftUI view, so TextUI's.
        Mapping(framework: "AuthenticationServices", module: "TextUI", onIPhone: true, onMac: true),
        // A tip over a new button: its words are SwiftUI's Text, so TextUI's.
        Mapping(framework: "TipKit", module: "TextUI", onIPhone: true, onMac: true),
        // A player screen's volume slider and lock-screen info: a UIKit view, so TextUI's.
        Mapping(framework: "MediaPlayer", module: "TextUI", onIPhone: true, onMac: true),
        // A model that puts its records in Spotlight: the attributes name a UTType, so TextUI's.
        Mapping(framework: "CoreSpotlight", module: "TextUI", onIPhone: true, onMac: true),
    ]

    @Test(arguments: mappings)
    func theImportIsTheModuleThatDeclaresTheFramework(_ mapping: Mapping) {
        let source = "import SwiftUI\nimport \(mapping.framework)\n"
        let copy = TextCopy(source: source, path: "/app/Screen.swift", platform: CopyPlatform())
        #expect(!copy.text.contains("import \(mapping.framework)\n"))
        #expect(copy.text.contains("import \(mapping.module)"))
        #expect(CopyPlatform().replacement(forImportOf: mapping.framework) == mapping.module)
    }

    @Test(arguments: mappings)
    func canImportReadsAsOnThePlatform(_ mapping: Mapping) {
        #expect(CopyPlatform(os: .iOS).canImport(mapping.framework) == mapping.onIPhone)
        #expect(CopyPlatform(os: .macOS).canImport(mapping.framework) == mapping.onMac)
        #expect(CopyPlatform(keptImports: [mapping.framework]).canImport(mapping.framework) == nil)
        #expect(CopyPlatform(keptImports: [mapping.framework]).replacement(forImportOf: mapping.framework) == nil)
    }
}
