import Foundation
import Testing

/// Every ```swift block in README.md is meant to compile, and these tests keep it so. Each block
/// follows a marker comment (invisible on GitHub) that says where it is compiled:
///
/// - `<!-- compiled: NAME.swift -->`: the block is `Blocks/NAME.swift` of this test target,
///   letter for letter, so `swift build` compiles it and these tests fail when the two drift;
/// - `<!-- your-package: PATH -->`: a file of the README's own package, which `.ci/your-package`
///   builds and tests beside this checkout;
/// - `<!-- fragment: REASON -->`: a few lines from a larger file, not compiled on their own.
@Suite struct ReadmeBlocksTests {
    @Test func everySwiftBlockSaysWhereItIsCompiled() throws {
        for block in try ReadmeBlocks.swiftBlocks() {
            #expect(block.marker != nil, "README.md line \(block.line): a ```swift block with no <!-- compiled: | your-package: | fragment: --> marker before it")
        }
    }

    @Test(arguments: try ReadmeBlocks.swiftBlocks().filter { $0.marker?.kind == "compiled" })
    func compiledBlockIsTheFileThisTargetBuilds(block: ReadmeBlocks.Block) throws {
        let name = try #require(block.marker?.argument)
        let file = ReadmeBlocks.blocksFolder.appendingPathComponent(name)
        let compiled = try String(contentsOf: file, encoding: .utf8)
        #expect(compiled == block.text + "\n", "README.md line \(block.line) differs from Tests/ReadmeExampleTests/Blocks/\(name): copy one over the other")
    }

    @Test func everyBlockFileIsShownInTheReadme() throws {
        let shown = Set(try ReadmeBlocks.swiftBlocks().compactMap { $0.marker?.kind == "compiled" ? $0.marker?.argument : nil })
        let files = try FileManager.default.contentsOfDirectory(atPath: ReadmeBlocks.blocksFolder.path).filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            #expect(shown.contains(file), "Tests/ReadmeExampleTests/Blocks/\(file) is no longer in README.md: delete it")
        }
    }
}

/// The ```swift blocks of README.md, each with the marker comment before it.
enum ReadmeBlocks {
    struct Marker: Sendable {
        let kind: String
        let argument: String
    }

    struct Block: Sendable, CustomTestStringConvertible {
        let line: Int
        let text: String
        let marker: Marker?
        var testDescription: String { "README.md line \(line)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let blocksFolder = packageRoot.appendingPathComponent("Tests/ReadmeExampleTests/Blocks")

    static func swiftBlocks() throws -> [Block] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [Block] = []
        var pending: Marker?
        var open: (line: Int, indent: Int, lines: [Substring], isSwift: Bool)?
        for (index, rawLine) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A block in a list item is indented; its fence and its marker are read without it.
            let line = rawLine.drop { $0 == " " }
            if var current = open {
                if line == "```" {
                    if current.isSwift {
                        blocks.append(Block(line: current.line, text: current.lines.joined(separator: "\n"), marker: pending))
                        pending = nil
                    }
                    open = nil
                } else {
                    current.lines.append(rawLine.dropFirst(min(current.indent, rawLine.prefix { $0 == " " }.count)))
                    open = current
                }
            } else if line.hasPrefix("```") {
                open = (index + 1, rawLine.count - line.count, [], line == "```swift")
            } else if let marker = marker(in: line) {
                pending = marker
            }
        }
        return blocks
    }

    /// `<!-- kind: argument -->` on a line of its own.
    private static func marker(in line: Substring) -> Marker? {
        guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { return nil }
        let inner = line.dropFirst(5).dropLast(4)
        guard let colon = inner.firstIndex(of: ":") else { return nil }
        let kind = String(inner[..<colon])
        guard ["compiled", "your-package", "fragment"].contains(kind) else { return nil }
        return Marker(kind: kind, argument: inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}
