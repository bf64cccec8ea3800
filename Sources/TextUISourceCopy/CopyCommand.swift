import Foundation

/// What the TextUICopy plugin asks for: copy these files, read as the settings file says, and write
/// the module's preview index. Parsed from the command line its tool receives.
package struct CopyCommand: Equatable {
    package struct UsageError: Error, Equatable {
        package let message: String
    }

    package var module = ""
    package var root = ""
    /// `TextUICopy.json`, when the package has one, and the target whose settings apply.
    package var settings: String?
    package var target = ""
    package var index: String?
    /// The files to copy, each with where its copy goes.
    package var copies: [(input: String, output: String)] = []

    package static func == (left: Self, right: Self) -> Bool {
        left.module == right.module && left.root == right.root && left.settings == right.settings && left.target == right.target && left.index == right.index
            && left.copies.elementsEqual(right.copies) { $0.input == $1.input && $0.output == $1.output }
    }

    package static func parse(_ arguments: [String]) -> Result<CopyCommand, UsageError> {
        var command = CopyCommand()
        var rest = arguments[...]
        func value(_ option: String) -> Result<String, UsageError> {
            guard let value = rest.popFirst() else { return .failure(UsageError(message: "\(option) needs a value.")) }
            return .success(value)
        }
        while let argument = rest.popFirst() {
            do {
                switch argument {
                case "--module": command.module = try value(argument).get()
                case "--root": command.root = try value(argument).get()
                case "--index": command.index = try value(argument).get()
                case "--settings": command.settings = try value(argument).get()
                case "--target": command.target = try value(argument).get()
                case "--":
                    let paths = Array(rest)
                    guard paths.count % 2 == 0 else { return .failure(UsageError(message: "files come in pairs: each input, then its copy.")) }
                    command.copies = stride(from: 0, to: paths.count, by: 2).map { (paths[$0], paths[$0 + 1]) }
                    rest = []
                default:
                    return .failure(UsageError(message: "unknown argument '\(argument)'."))
                }
            } catch {
                return .failure(error)
            }
        }
        guard !command.module.isEmpty, !command.root.isEmpty else {
            return .failure(UsageError(message: "--module and --root are required."))
        }
        return .success(command)
    }

    /// The input's path relative to ``root``, as screens and previews name it.
    func relativePath(_ input: String) -> String {
        let root = self.root.hasSuffix("/") ? self.root : self.root + "/"
        return input.hasPrefix(root) ? String(input.dropFirst(root.count)) : (input as NSString).lastPathComponent
    }

    /// Copies every file and writes the index; one line to `errorOutput` (standard error) and
    /// 1 for a settings file with a mistake or a file that cannot be read or written.
    package func run(errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        func fail(_ message: String) -> Int32 {
            errorOutput("TextUICopy: \(message).")
            return 1
        }
        let platform: CopyPlatform
        do {
            let data = settings.flatMap { FileManager.default.contents(atPath: $0) }
            if let settings, data == nil, FileManager.default.fileExists(atPath: settings) {
                return fail("cannot read '\(settings)'; check that it is a readable file")
            }
            platform = try CopySettings.platform(from: data, target: target)
        } catch {
            return fail(error.message)
        }
        let relativePaths = copies.map { relativePath($0.input) }
        let index = PreviewIndex(module: module, files: relativePaths)
        var filesWithPreviews: Set<String> = []
        for (position, copy) in copies.enumerated() {
            guard let data = FileManager.default.contents(atPath: copy.input) else {
                return fail("cannot read '\(copy.input)'; check that it exists and is readable")
            }
            let text = TextCopy(
                source: String(decoding: data, as: UTF8.self), path: copy.input,
                platform: platform, previewsType: index.previewsTypes[position]
            )
            if !text.previews.isEmpty { filesWithPreviews.insert(relativePaths[position]) }
            if let problem = writeIfChanged(text.text, to: copy.output) { return fail(problem) }
        }
        if let indexPath = self.index, let problem = writeIfChanged(index.source(filesWithPreviews: filesWithPreviews), to: indexPath) {
            return fail(problem)
        }
        return 0
    }

    /// Writes `text` to `path` unless the file holds it already; the problem, if any.
    private func writeIfChanged(_ text: String, to path: String) -> String? {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return nil }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write '\(path)': \(error.localizedDescription)"
        }
    }
}
