import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing

@MainActor
@Suite struct ColorTests {
    @Test(arguments: [
        // (color option, is a terminal, NO_COLOR, colored?)
        ("auto", true, nil, true),
        ("auto", false, nil, false),
        ("auto", true, "1", false),
        ("auto", true, "", true),
        ("always", false, nil, true),
        ("always", true, "1", true),
        ("never", true, nil, false),
    ] as [(String, Bool, String?, Bool)])
    func colorOnlyOnATerminalUnlessTold(choice: String, isTerminal: Bool, noColor: String?, isColored: Bool) async {
        let variables = noColor.map { ["NO_COLOR": $0] } ?? [:]
        let environment = PreviewEnvironment(variables: variables, isTerminal: isTerminal)
        let run = await runPreview(["Light/on", "--color", choice], environment: environment)
        #expect(run.output.contains("\u{1B}[") == isColored)
    }

    @Test func jsonIsNeverColored() async {
        let run = await runPreview(["--format", "json", "--color", "always"], environment: PreviewEnvironment(isTerminal: true))
        #expect(!run.output.contains("\u{1B}["))
    }

    @Test func diffLinesAreColoredByKind() {
        let paint = Paint(isEnabled: true)
        #expect(paint.diff("--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n same").text == [
            "\u{1B}[1m--- a\u{1B}[0m", "\u{1B}[1m+++ b\u{1B}[0m", "\u{1B}[36m@@ -1 +1 @@\u{1B}[0m",
            "\u{1B}[31m-old\u{1B}[0m", "\u{1B}[32m+new\u{1B}[0m", " same",
        ].joined(separator: "\n"))
        #expect(Paint(isEnabled: false).diff("-old").text == "-old")
    }
}
