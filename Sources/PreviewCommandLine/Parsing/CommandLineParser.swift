import PreviewCatalog
/// Splits a command line into positionals, options with values and flags, by a
/// ``CommandLineSpec``. It checks spelling only; what the values mean is the caller's business.
///
/// Rules:
/// - `--name value` and `--name=value` give a value; a flag takes none (`--force=yes` is an error).
/// - A value may start with `-` (`--width -3` gives the value `-3`, for the caller to reject),
///   but not with `--`: `--width --style ascii` is a missing value.
/// - Everything after `--` is positional.
/// - An option given twice is an error, so a command line means one thing.
///
/// ```swift
/// try CommandLineParser(spec).parse(["--widht", "3"])
/// // throws .unknownOption("--widht", suggestion: "--width")
/// ```
package struct CommandLineParser: Sendable {
    /// What is wrong with a command line's spelling.
    package enum Failure: Error, Equatable, Sendable {
        case unknownOption(String, suggestion: String?)
        case missingValue(CommandLineSpec.Option)
        case unexpectedValue(option: String)
        case repeatedOption(String)
    }

    package let spec: CommandLineSpec

    package init(_ spec: CommandLineSpec) {
        self.spec = spec
    }

    package func parse(_ arguments: [String]) throws(Failure) -> ParsedCommandLine {
        var parsed = ParsedCommandLine()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            let (spelling, inlineValue) = split(argument)
            guard let option = spec.option(spelled: spelling) else {
                throw .unknownOption(spelling, suggestion: NearestName.to(spelling, among: spec.spellings))
            }
            if parsed.values[option.name] != nil || parsed.flags.contains(option.name) {
                throw .repeatedOption(option.name)
            }
            guard option.takesValue else {
                if inlineValue != nil { throw .unexpectedValue(option: option.name) }
                parsed.flags.insert(option.name)
                continue
            }
            if let inlineValue {
                parsed.values[option.name] = inlineValue
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                parsed.values[option.name] = arguments[index]
                index += 1
            } else {
                throw .missingValue(option)
            }
        }
        return parsed
    }

    /// `--width=32` → (`--width`, `32`); `--width` → (`--width`, nil).
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
