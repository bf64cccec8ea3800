import Foundation
import Testing

/// README.md's sharded-check workflows (GitHub Actions, Buildkite) run the command line that
/// `.ci/sharded-check` runs, in as many shards, so what `.ci/run` proves on one machine is what
/// the README tells a team to run on n. A workflow block follows a marker
/// `<!-- sharded-check: … -->` (invisible on GitHub).
@Suite struct ShardedWorkflowBlockTests {
    private static let root = ReadmeBlocks.packageRoot

    /// The ```yaml blocks after a sharded-check marker.
    private static func workflowBlocks() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [String] = []
        var isMarked = false
        var open: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = open {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    open = nil
                } else {
                    lines.append(line)
                    open = lines
                }
            } else if line.hasPrefix("<!-- sharded-check: ") {
                isMarked = true
            } else if line == "```yaml", isMarked {
                open = []
                isMarked = false
            } else if line.hasPrefix("```") {
                isMarked = false
            }
        }
        return blocks
    }

    /// The one line of `text` that runs `preview check --shard`.
    private static func checkLine(in text: String) -> String? {
        let lines = text.split(separator: "\n").filter { $0.contains(" check --shard ") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        return lines.count == 1 ? String(lines[0]) : nil
    }

    /// `--shard`, `--format junit`, `--out`: the options of a check line, with `--format`'s value.
    private static func options(of line: String) -> [String] {
        let words = line.split(separator: " ").map(String.init)
        return words.indices.compactMap { index in
            guard words[index].hasPrefix("--") else { return nil }
            return words[index] == "--format" ? "--format " + words[index + 1] : words[index]
        }
    }

    /// The first whole number after `prefix` in `text`.
    private static func number(after prefix: String, in text: String) -> Int? {
        guard let range = text.range(of: prefix) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    private static func script() throws -> String {
        try String(contentsOf: root.appendingPathComponent(".ci/sharded-check"), encoding: .utf8)
    }

    @Test func theReadmeShowsAGitHubAndABuildkiteWorkflow() throws {
        let blocks = try Self.workflowBlocks()
        #expect(blocks.count == 2)
        #expect(blocks.contains { $0.contains("matrix:") }, "a GitHub Actions matrix")
        #expect(blocks.contains { $0.contains("parallelism:") && $0.contains("BUILDKITE_PARALLEL_JOB_COUNT") }, "a Buildkite parallel step")
    }

    @Test func eachWorkflowRunsTheScriptsCommandLine() throws {
        let scriptLine = try #require(Self.checkLine(in: try Self.script()))
        let expected = Self.options(of: scriptLine)
        #expect(expected == ["--shard", "--format junit", "--out"])
        for block in try Self.workflowBlocks() {
            let line = try #require(Self.checkLine(in: block), "one check line in:\n\(block)")
            #expect(line.contains("swift run preview check --shard "))
            #expect(Self.options(of: line) == expected, "\(line)")
        }
    }

    @Test func eachWorkflowHasAsManyShardsAsTheScript() throws {
        let scriptCount = try #require(Self.number(after: #"n="${1:-"#, in: try Self.script()))
        let blocks = try Self.workflowBlocks()
        let github = try #require(blocks.first { $0.contains("matrix:") })
        let matrix = try #require(github.split(separator: "\n").first { $0.contains("shard: [") })
        #expect(matrix.split(separator: ",").count == scriptCount, "\(matrix)")
        #expect(Self.number(after: "}}/", in: github) == scriptCount)
        let buildkite = try #require(blocks.first { $0.contains("parallelism:") })
        #expect(Self.number(after: "parallelism: ", in: buildkite) == scriptCount)
    }

    @Test func ciRunRunsTheScriptRightAfterItsCheck() throws {
        let run = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let commands = run.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("echo") && !$0.isEmpty }
        let check = try #require(commands.firstIndex { $0.hasSuffix("preview check") })
        #expect(commands[check + 1].hasPrefix("bash .ci/sharded-check"))
    }
}
