import Foundation
import PreviewCatalog
import Testing
import TextUI

/// The README's "Your SwiftUI screens, unchanged" shows a SwiftUI screen (Blocks/AccountSettingsScreen.swift)
/// and, below it, the text TextUI draws, what a screen reader hears, and the screen in a `ja`
/// variant: all three are checked here.
@MainActor struct SwiftUIScreenReadmeTests {
    @Test func theReadmeShowsTheTextTheScreenRenders() throws {
        let shown = try ReadmeTextBlocks.after(marker: "<!-- compiled: AccountSettingsScreen.swift -->")
        #expect(shown.count >= 4, "README.md: expected ```text blocks of the rendering, the transcript and the ja variant's top lines and transcript after the screen")
        #expect(shown.first == AccountSettingsScreen().render(width: 40))
        #expect(shown.dropFirst().first == AccountSettingsScreen().accessibilityTranscript())
        let japanese = PreviewVariant.locale("ja").snapshotText(of: AccountSettingsScreen())
        #expect(japanese == AccountSettingsScreen().environment(\.locale, Locale(identifier: "ja")).render(width: 40))
        #expect(shown.dropFirst(2).first == japanese.split(separator: "\n").prefix(4).joined(separator: "\n"))
        #expect(shown.dropFirst(3).first == PreviewVariant.a11y.locale("ja").snapshotText(of: AccountSettingsScreen()))
    }
}

/// The ```text blocks that follow a marker in README.md, up to the next ```swift block.
enum ReadmeTextBlocks {
    static func after(marker: String) throws -> [String] {
        let readme = try String(contentsOf: ReadmeBlocks.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == marker }) else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        var sawSwift = false
        for line in lines[(start + 1)...] {
            if var open = current {
                if line == "```" { blocks.append(open.joined(separator: "\n")); current = nil } else { open.append(line); current = open }
            } else if line == "```swift" {
                if sawSwift { break }
                sawSwift = true
            } else if line == "```text" {
                current = []
            } else if line == "```" {
                continue
            } else if line.hasPrefix("## ") {
                break
            }
        }
        return blocks
    }
}
