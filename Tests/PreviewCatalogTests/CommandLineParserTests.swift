@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing

@Suite struct CommandLineParserTests {
    private let parser = CommandLineParser(CommandLineSpec(options: [
        .init("--width", valueName: "N"),
        .init("--force"),
        .init("--help", aliases: ["-h"]),
    ]))

    @Test(arguments: [
        ([], ParsedCommandLine()),
        (["check", "Login"], ParsedCommandLine(positionals: ["check", "Login"])),
        (["--width", "32"], ParsedCommandLine(values: ["--width": "32"])),
        (["--width=32"], ParsedCommandLine(values: ["--width": "32"])),
        (["--width="], ParsedCommandLine(values: ["--width": ""])),
        (["--width", "-3"], ParsedCommandLine(values: ["--width": "-3"])),
        (["-h", "x"], ParsedCommandLine(positionals: ["x"], flags: ["--help"])),
        (["a", "--force", "b"], ParsedCommandLine(positionals: ["a", "b"], flags: ["--force"])),
        (["--", "--force", "-h"], ParsedCommandLine(positionals: ["--force", "-h"])),
        (["-"], ParsedCommandLine(positionals: ["-"])),
        (["Login/wrong password"], ParsedCommandLine(positionals: ["Login/wrong password"])),
    ])
    func parses(arguments: [String], expected: ParsedCommandLine) throws {
        #expect(try parser.parse(arguments) == expected)
    }

    @Test(arguments: [
        (["--widht"], CommandLineParser.Failure.unknownOption("--widht", suggestion: "--width")),
        (["--colour"], .unknownOption("--colour", suggestion: nil)),
        (["--width"], .missingValue(.init("--width", valueName: "N"))),
        (["--width", "--force"], .missingValue(.init("--width", valueName: "N"))),
        (["--force=1"], .unexpectedValue(option: "--force")),
        (["-h", "--help"], .repeatedOption("--help")),
    ])
    func rejects(arguments: [String], failure: CommandLineParser.Failure) {
        #expect(throws: failure) { try parser.parse(arguments) }
    }
}
