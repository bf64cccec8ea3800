import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`, or `chromium-browser`), found on `PATH`: opens a
/// page from `file://`, and either prints the DOM after its scripts ran or takes a screenshot.
struct HeadlessBrowser {
    /// Why browser tests are skipped when no browser is installed.
    static let missingReason: Comment = "no chromium or chromium-browser on PATH: browser tests skipped (apt-get install chromium)"

    let executable: URL

    /// The first `chromium` or `chromium-browser` on `PATH`, or `nil`.
    static let installed: HeadlessBrowser? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessBrowser(executable: candidate) }
            }
        }
        return nil
    }()

    /// The page's DOM once its scripts have run.
    func dumpDOM(of page: URL) throws -> String {
        try run(["--dump-dom", page.absoluteString])
    }

    /// A PNG of the page in a `width` × `height` window, written to `file`.
    func screenshot(of page: URL, to file: URL, width: Int = 1400, height: Int = 1000) throws {
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    private func run(_ arguments: [String]) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(profile.path)",
        ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A safety bound only: a browser that hangs is stopped after a minute.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.path) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
