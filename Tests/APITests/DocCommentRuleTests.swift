import Testing

/// The doc-comment rule on a hand-written symbol graph: which declarations it flags, and how.
@Suite struct DocCommentRuleTests {
    @Test func flagsEachDeclarationWithNeitherLineAtItsFileAndLine() throws {
        let violations = DocCommentRule.violations(in: try FixtureGraph.kit(), packageRoot: FixtureGraph.root)
        #expect(violations.map(\.description) == [
            "Kit.Axis.horizontal at Sources/Kit/Axis.swift:4",
            "Kit.Gauge.body at Sources/Kit/Gauge.swift:10",
            "Kit.Gauge.label(_:) at Sources/Kit/Gauge.swift:14",
        ])
    }

    @Test func aMarkerNeedsWordsAfterIt() {
        #expect(DocCommentRule.isMarkerLine("SwiftUI: Stepper.init(_:value:in:step:onEditingChanged:)"))
        #expect(DocCommentRule.isMarkerLine("  TextUI only: SwiftUI draws pixels, not text"))
        #expect(!DocCommentRule.isMarkerLine("SwiftUI:"))
        #expect(!DocCommentRule.isMarkerLine("TextUI only:   "))
        #expect(!DocCommentRule.isMarkerLine("Mirrors SwiftUI: Stepper"))
        #expect(!DocCommentRule.isMarkerLine("swiftui: Stepper"))
    }

    @Test func whatImportSwiftUIBringsFromCombineAndUIKitNamesItsFramework() {
        #expect(DocCommentRule.isMarkerLine("Combine: protocol Publisher<Output, Failure>"))
        #expect(DocCommentRule.isMarkerLine("UIKit: class UIImage : NSObject"))
        #expect(!DocCommentRule.isMarkerLine("Combine:"))
        #expect(!DocCommentRule.isMarkerLine("AppKit: class NSImage"))
    }

    @Test func countsTheDeclarationsThatMirrorSwiftUIAndThoseThatDoNot() throws {
        let counts = DocCommentRule.counts(in: try FixtureGraph.kit())
        #expect(counts.swiftUI == 5)
        #expect(counts.textUIOnly == 2)
    }

    @Test func theFailureCountsThenListsOneDeclarationALine() {
        let violations = [
            DocCommentRule.Violation(path: "TextUI.Gauge", place: "Sources/TextUI/Gauge.swift:3"),
            DocCommentRule.Violation(path: "TextUI.Gauge.body", place: "Sources/TextUI/Gauge.swift:9"),
        ]
        #expect(DocCommentRule.message(for: violations) == """
            2 public TextUI declarations have no doc-comment line `SwiftUI: <what it mirrors>` (or `Combine:`, `UIKit:`) or `TextUI only: <why>`:
            TextUI.Gauge at Sources/TextUI/Gauge.swift:3
            TextUI.Gauge.body at Sources/TextUI/Gauge.swift:9
            """)
    }
}
