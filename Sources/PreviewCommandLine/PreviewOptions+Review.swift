import PreviewCatalog
extension PreviewOptions {
    /// Reads `--format`, `--out` and `--strict-a11y`, the options for review surfaces, and
    /// checks that they fit the command.
    ///
    /// ```text
    /// preview list --format junit     error: --format "junit" is not allowed; use one of: text, markdown, json.
    /// preview gallery                 error: option --out needs a value, as in '--out .build/gallery'.
    /// ```
    mutating func readReviewOptions(_ line: ParsedCommandLine) throws(UsageError) {
        let allowed = OutputFormat.allowed(for: command)
        format = allowed[0]
        if let raw = line.values["--format"] {
            guard let chosen = OutputFormat(rawValue: raw), allowed.contains(chosen) else {
                throw .invalidChoice(option: "--format", value: raw, allowed: allowed.map(\.rawValue))
            }
            format = chosen
        }
        outDirectory = line.values["--out"]
        isStrictAccessibility = line.has("--strict-a11y")
        isVariantChosen = line.values["--width"] != nil || line.values["--style"] != nil
        try requireFit(line, "--strict-a11y", for: [.check], commands: "'check'")
        let writesPage = command == .gallery || (command == .check && format == .html)
        // A JUnit report goes to standard output, or with --out to a file of its own there.
        let mayWriteReport = (command == .check || command == .record) && format == .junit
        if writesPage, outDirectory == nil {
            throw .missingValue(option: "--out", example: "--out .build/gallery")
        }
        if !writesPage, !mayWriteReport, outDirectory != nil {
            throw .optionNotForCommand(
                option: "--out", command: command == .show ? nil : command.rawValue,
                commands: "'gallery', 'check --format html' and '--format junit'"
            )
        }
    }
}
