import Foundation
import Testing
import TextUI

/// The README's "Your SwiftUI screens, unchanged" shows a SwiftUI screen (Blocks/AccountSettingsScreen.swift)
/// and, below it, the text TextUI draws and what a screen reader hears: both are checked here.
@MainActor struct SwiftUIScreenReadmeTests {
    @Test func theReadmeShowsTheTextTheScreenRenders() throws {
        let shown = try ReadmeTextBlocks.after(marker: "<!-- compiled: AccountSettingsScreen.swift -->")
        #expect(shown.count >= 2, "README.md: expected a ```text block of the rendering and one of the transcript after the screen")
        #expect(shown.first == AccountSettingsScreen().render(width: 40))
        #expect(shown.dropFirst().first == AccountSettingsScreen().accessibilityTranscript())
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
