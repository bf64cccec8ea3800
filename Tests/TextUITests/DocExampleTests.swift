import Foundation
import Testing
import TextUI

/// The doc comments' ```text blocks are the pinned renderings: each must be exactly what the
/// code beside it renders.
@MainActor
@Suite struct DocExampleTests {
    @Test(arguments: DocExample.all)
    func docCommentShowsExactlyWhatTheViewRenders(example: DocExample) throws {
        let blocks = try DocBlocks.textBlocks(inSourceFile: example.file)
        try #require(blocks.indices.contains(example.index), "\(example.file) has \(blocks.count) text blocks")
        #expect(example.render() == blocks[example.index])
    }

    @Test func everyTextBlockInTheDocsIsChecked() throws {
        let checked = Set(DocExample.all.map { "\($0.file) #\($0.index)" })
        for file in try DocBlocks.sourceFiles() {
            let blocks = try DocBlocks.textBlocks(inSourceFile: file)
            for index in blocks.indices {
                #expect(checked.contains("\(file) #\(index)"), "no DocExample for \(file) #\(index)")
            }
        }
    }
}

/// Reads ```text blocks out of the doc comments of Sources/TextUI.
enum DocBlocks {
    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TextUI")

    static func sourceFiles() throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: sourceRoot.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func textBlocks(inSourceFile file: String) throws -> [String] {
        let source = try String(contentsOf: sourceRoot.appendingPathComponent(file), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " }
            guard line.hasPrefix("///") else { continue }
            var text = line.dropFirst(3)
            if text.hasPrefix(" ") { text = text.dropFirst() }
            if current == nil, text == "```text" {
                current = []
            } else if let lines = current, text == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(String(text))
            }
        }
        return blocks
    }
}
