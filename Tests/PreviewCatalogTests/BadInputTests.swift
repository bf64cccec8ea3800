import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing

/// One wrong command line and the one line it must print.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    var catalog = TestCatalog.standard
    var variables: [String: String] = [:]
    var isWritable = true
    var hasPackageRoot = true
    var commandName = "preview"
    let message: String

    var testDescription: String { name }
}

extension BadInput {
    static let all: [BadInput] = [
        .init(name: "unknown command", arguments: ["recrod"],
              message: #"error: unknown command "recrod". Did you mean 'record'? Run 'preview --help' to see every command."#),
        .init(name: "unknown screen with a near name", arguments: ["Ligth"],
              message: #"error: unknown screen "Ligth". Did you mean "Light"? Run 'preview list' to see every screen."#),
        .init(name: "unknown screen with no near name", arguments: ["check", "Settings"],
              message: #"error: unknown screen "Settings". Run 'preview list' to see every screen."#),
        .init(name: "unknown screen before a state", arguments: ["Dor/open"],
              message: #"error: unknown screen "Dor". Did you mean "Door"? Run 'preview list' to see every screen."#),
        .init(name: "unknown state", arguments: ["Door/opne"],
              message: #"error: unknown state "opne" of screen "Door". Did you mean "Door/open"? Run 'preview list Door' to see its states."#),
        .init(name: "glob that matches nothing", arguments: ["Z*"],
              message: #"error: no screen state matches "Z*". Run 'preview list' to see every name; a glob before the first / matches screens, after it states."#),
        .init(name: "unknown second filter", arguments: ["list", "Door", "Ligth"],
              message: #"error: unknown screen "Ligth". Did you mean "Light"? Run 'preview list' to see every screen."#),
        .init(name: "second filter that matches nothing", arguments: ["check", "Door", "Z*"],
              message: #"error: no screen state matches "Z*". Run 'preview list' to see every name; a glob before the first / matches screens, after it states."#),
        .init(name: "command word as a second filter", arguments: ["Door", "chek"],
              message: #"error: unknown screen "chek". Run 'preview list' to see every screen."#),
        .init(name: "unknown option", arguments: ["--widht", "30"],
              message: #"error: unknown option "--widht". Did you mean "--width"? Run 'preview --help' to see every option."#),
        .init(name: "unknown short option", arguments: ["-x"],
              message: #"error: unknown option "-x". Run 'preview --help' to see every option."#),
        .init(name: "missing width value", arguments: ["--width"],
              message: "error: option --width needs a value, as in '--width 40'."),
        .init(name: "option where a value belongs", arguments: ["--style", "--width", "3"],
              message: "error: option --style needs a value, as in '--style unicode'."),
        .init(name: "missing shard value", arguments: ["check", "--shard"],
              message: "error: option --shard needs a value, as in '--shard 1/2'."),
        .init(name: "value on a flag", arguments: ["record", "--force=yes"],
              message: "error: option --force takes no value; write it alone, as in '--force'."),
        .init(name: "repeated option", arguments: ["--width", "30", "--width=32"],
              message: "error: option --width is given twice; give it once."),
        .init(name: "width zero", arguments: ["--width", "0"], message: widthMessage("0")),
        .init(name: "width negative", arguments: ["--width", "-3"], message: widthMessage("-3")),
        .init(name: "width not a number", arguments: ["--width", "wide"], message: widthMessage("wide")),
        .init(name: "width huge", arguments: ["--width=1001"], message: widthMessage("1001")),
        .init(name: "width past Int", arguments: ["--width", "99999999999999999999"], message: widthMessage("99999999999999999999")),
        .init(name: "width in full-width digits", arguments: ["--width", "４０"], message: widthMessage("４０")),
        .init(name: "unknown style", arguments: ["--style", "fancy"],
              message: #"error: --style "fancy" is not allowed; use one of: unicode, ascii."#),
        .init(name: "unknown format", arguments: ["--format", "yaml"],
              message: #"error: --format "yaml" is not allowed; use one of: text, markdown, json, a11y."#),
        .init(name: "unknown color", arguments: ["--color", "sometimes"],
              message: #"error: --color "sometimes" is not allowed; use one of: auto, always, never."#),
        .init(name: "shard zero", arguments: ["check", "--shard", "0/2"], message: shardMessage("0/2")),
        .init(name: "shard past its count", arguments: ["check", "--shard", "3/2"], message: shardMessage("3/2")),
        .init(name: "shard not numbers", arguments: ["check", "--shard", "x/y"], message: shardMessage("x/y")),
        .init(name: "shard of zero", arguments: ["--shard", "0/0"], message: shardMessage("0/0")),
        .init(name: "shard without a count", arguments: ["--shard", "1"], message: shardMessage("1")),
        .init(name: "format a command does not take", arguments: ["list", "--format", "junit"],
              message: #"error: --format "junit" is not allowed; use one of: text, markdown, json."#),
        .init(name: "strict a11y outside check", arguments: ["record", "--strict-a11y"],
              message: "error: option --strict-a11y does not apply to 'record'; it is for 'check'."),
        .init(name: "gallery without --out", arguments: ["gallery"],
              message: "error: option --out needs a value, as in '--out .build/gallery'."),
        .init(name: "html check without --out", arguments: ["check", "--format", "html"],
              message: "error: option --out needs a value, as in '--out .build/gallery'."),
        .init(name: "gallery in another format", arguments: ["gallery", "--out", "g", "--format", "json"],
              message: #"error: --format "json" is not allowed; use one of: html."#),
        .init(name: "out without a page to write", arguments: ["check", "--out", "report"],
              message: "error: option --out does not apply to 'check'; it is for 'gallery', 'check --format html' and '--format junit'."),
        .init(name: "dir without record or check", arguments: ["--dir", "snaps"],
              message: "error: option --dir does not apply to 'preview'; it is for 'record' and 'check'."),
        .init(name: "force outside record", arguments: ["check", "--force"],
              message: "error: option --force does not apply to 'check'; it is for 'record'."),
        .init(name: "record into a file", arguments: ["record", "--dir", "a-file"], message: fileMessage("a-file")),
        .init(name: "check against a file", arguments: ["check", "--dir", "a-file"], message: fileMessage("a-file")),
        .init(name: "record below a file", arguments: ["record", "--dir", "a-file/snaps"], message: fileMessage("a-file")),
        .init(name: "record into an unwritable folder", arguments: ["record"], isWritable: false,
              message: #"error: snapshot directory "snaps" is not writable; fix its permissions or choose another with --dir."#),
        .init(name: "record on CI", arguments: ["record"], variables: ["CI": "true"],
              message: "error: refusing to record with CI set: a CI run must check snapshots, not write them. Record locally and commit, or pass --force."),
        .init(name: "record on GitHub Actions", arguments: ["record"], variables: ["GITHUB_ACTIONS": "true"],
              message: "error: refusing to record with GITHUB_ACTIONS set: a CI run must check snapshots, not write them. Record locally and commit, or pass --force."),
        .init(name: "record on GitLab", arguments: ["record"], variables: ["GITLAB_CI": "true", "CI": "false"],
              message: "error: refusing to record with GITLAB_CI set: a CI run must check snapshots, not write them. Record locally and commit, or pass --force."),
        .init(name: "record on Jenkins", arguments: ["record"], variables: ["JENKINS_URL": "https://ci.example/", "BUILD_ID": "42"],
              message: "error: refusing to record with JENKINS_URL set: a CI run must check snapshots, not write them. Record locally and commit, or pass --force."),
        .init(name: "timeout zero", arguments: ["check", "--timeout", "0"], message: timeoutMessage("0")),
        .init(name: "timeout zero point zero", arguments: ["--timeout=0.0"], message: timeoutMessage("0.0")),
        .init(name: "timeout negative", arguments: ["--timeout", "-1"], message: timeoutMessage("-1")),
        .init(name: "timeout with a unit", arguments: ["check", "--timeout", "5s"], message: timeoutMessage("5s")),
        .init(name: "timeout in exponent form", arguments: ["--timeout", "1e3"], message: timeoutMessage("1e3")),
        .init(name: "timeout infinite", arguments: ["--timeout", "inf"], message: timeoutMessage("inf")),
        .init(name: "timeout past an hour", arguments: ["list", "--timeout", "3601"], message: timeoutMessage("3601")),
        .init(name: "timeout with a bare point", arguments: ["--timeout", "5."], message: timeoutMessage("5.")),
        .init(name: "timeout with two points", arguments: ["--timeout", "1.2.3"], message: timeoutMessage("1.2.3")),
        .init(name: "timeout empty", arguments: ["--timeout="], message: timeoutMessage("")),
        .init(name: "timeout in full-width digits", arguments: ["--timeout", "５"], message: timeoutMessage("５")),
        .init(name: "missing timeout value", arguments: ["check", "--timeout"],
              message: "error: option --timeout needs a value, as in '--timeout 10'."),
        .init(name: "unknown screen, run by another name", arguments: ["Settings"], commandName: "cart-preview",
              message: #"error: unknown screen "Settings". Run 'cart-preview list' to see every screen."#),
        .init(name: "dir without a command, run by another name", arguments: ["--dir", "snaps"], commandName: "cart-preview",
              message: "error: option --dir does not apply to 'cart-preview'; it is for 'record' and 'check'."),
        .init(name: "no package root", arguments: ["check"], hasPackageRoot: false,
              message: #"error: cannot find the package root (no Package.swift in "<sandbox>" or above); run from the package or give --dir."#),
        .init(name: "empty catalog", arguments: [], catalog: .empty,
              message: "error: the catalog has no screens; register ScreenPreviews types in the Catalog that 'preview' runs (its Previews/main.swift)."),
        .init(name: "a screen registered twice", arguments: ["list"], catalog: .duplicate,
              message: #"error: "Light" is in the catalog twice; give each screen, and each state of a screen, its own name."#),
        .init(name: "names that differ only in normalization", arguments: ["record"], catalog: .normalizationCollision,
              message: "error: \"Accent/cafe\u{301}\" is in the catalog twice; give each screen, and each state of a screen, its own name."),
        .init(name: "names that collide without case", arguments: ["record"], catalog: .caseCollision,
              message: #"error: "Shouting/Error" and "Shouting/error" would share the file "Shouting/error.txt" on a case-insensitive file system; rename one."#),
    ]

    static func widthMessage(_ value: String) -> String {
        "error: --width \"\(value)\" is not a width; give a whole number of columns from 1 to 1000, as in '--width 40'."
    }

    static func timeoutMessage(_ value: String) -> String {
        "error: --timeout \"\(value)\" is not a timeout; give seconds greater than 0 and at most 3600, as in '--timeout 10' or '--timeout 0.5'."
    }

    static func shardMessage(_ value: String) -> String {
        "error: --shard \"\(value)\" is not a shard; give i/n with 1 ≤ i ≤ n, as in '--shard 1/2'."
    }

    static func fileMessage(_ path: String) -> String {
        "error: \"\(path)\" is a file, not a directory; give --dir a directory to keep the snapshots in."
    }
}

@MainActor
@Suite struct BadInputTests {
    @Test(arguments: BadInput.all)
    func printsOneLineExitsTwoAndWritesNothing(_ input: BadInput) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder", to: "a-file")
        var environment = sandbox.environment(input.variables, isWritable: input.isWritable)
        if !input.hasPackageRoot { environment.snapshotDirectory = nil }
        environment.commandName = input.commandName

        let run = await runPreview(input.arguments, catalog: input.catalog.catalog, environment: environment)

        #expect(run.code == 2)
        #expect(run.errors == [input.message.replacingOccurrences(of: "<sandbox>", with: sandbox.root.path)])
        #expect(run.output.isEmpty)
        #expect(sandbox.files() == ["a-file"])
    }

    @Test func everyCommandWordAndOptionHasACaseAbove() {
        let names = BadInput.all.map(\.name)
        #expect(Set(names).count == names.count, "case names are unique")
        for option in PreviewOptions.spec.options where option.takesValue {
            #expect(BadInput.all.contains { $0.arguments.contains { $0.hasPrefix(option.name) } }, "\(option.name) has a bad value case")
        }
    }
}
