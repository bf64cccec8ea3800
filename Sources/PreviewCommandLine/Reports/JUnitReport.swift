import PreviewCatalog
/// `check` and `record` results as JUnit XML, the report CI servers (Jenkins, GitLab, GitHub
/// Actions test reporters) read: one `<testsuite>` per screen, one `<testcase>` per snapshot,
/// and a `<failure>` carrying the diff for each snapshot that fails.
///
/// ```text
/// $ swift run preview check --format junit
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="preview check" tests="2" failures="1" errors="0" time="0">
///   <testsuite name="Login" tests="2" failures="1" errors="0" skipped="0" time="0">
///     <testcase name="idle (w40)" classname="Login" time="0"/>
///     <testcase name="error (w40)" classname="Login" time="0">
///       <failure message="Login/error.txt differs from the rendered text" type="differs">--- Login/error.txt (recorded)
/// …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// Only the elements and attributes of the JUnit schema Jenkins publishes (and GitLab and
/// GitHub reporters read) are used, so a validating reader accepts it; the snapshot's file
/// is named in each failure's message. Times are always 0 so the report is the same bytes on
/// every run. Warnings that do not
/// fail (an unlabelled image without `--strict-a11y`) are passing test cases whose
/// `<system-out>` says what is wrong.
package enum JUnitReport {
    /// The report's file in `--out DIR`: `check.xml`, or per shard `check-shard-2-of-4.xml`, so
    /// the shards of one run can share a folder and a CI server can collect them by one glob.
    ///
    /// ```swift
    /// JUnitReport.fileName(command: "check", shard: Shard(parsing: "2/4")!)   // "check-shard-2-of-4.xml"
    /// ```
    package static func fileName(command: String, shard: Shard) -> String {
        shard == .whole ? "\(command).xml" : "\(command)-shard-\(shard.index)-of-\(shard.count).xml"
    }

    /// `program` is the name the preview command was run by (``PreviewEnvironment/commandName``).
    package static func document(_ results: [SnapshotResult], command: String, program: String = "preview") -> String {
        var screens: [String] = []
        var byScreen: [String: [SnapshotResult]] = [:]
        for result in results {
            if byScreen[result.screen] == nil { screens.append(result.screen) }
            byScreen[result.screen, default: []].append(result)
        }
        let failures = results.filter(\.isFailure).count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(XMLText.escaped(program + " " + command))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">",
        ]
        for screen in screens {
            let cases = byScreen[screen] ?? []
            lines.append("  <testsuite name=\"\(XMLText.escaped(screen))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.isFailure).count)\" errors=\"0\" skipped=\"0\" time=\"0\">")
            lines += cases.map(testCase)
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    private static func testCase(_ result: SnapshotResult) -> String {
        let name = result.state.map { $0 + (result.variant.map { " (\($0))" } ?? "") } ?? result.title
        let open = "    <testcase name=\"\(XMLText.escaped(name))\" classname=\"\(XMLText.escaped(result.screen))\" time=\"0\""
        let body = result.diff ?? result.detail ?? ""
        if result.isFailure {
            let failure = "<failure message=\"\(XMLText.escaped(message(result)))\" type=\"\(result.status.rawValue)\">\(XMLText.escaped(body))</failure>"
            return open + ">\n      " + failure + "\n    </testcase>"
        }
        guard let detail = result.detail else { return open + "/>" }
        return open + ">\n      <system-out>\(XMLText.escaped(detail))</system-out>\n    </testcase>"
    }

    private static func message(_ result: SnapshotResult) -> String {
        switch result.status {
        case .differs: "\(result.path) differs from the rendered text"
        case .missing: "\(result.path) has no snapshot yet"
        case .orphaned: "\(result.path) is produced by no state"
        case .uncovered: "\(result.screen) \(result.path) is reached by no preview"
        case .unreadable: "\(result.path) cannot be read"
        case .unlabelled: "\(result.title) has an element with no accessibility label"
        case .oldName: "\(result.path) has the old name; record renames it"
        case .badMark: "\(result.screen) \(result.path) is marked NotPreviewed, which cannot stand"
        case .timedOut: "\(result.title)'s scenario did not finish in time"
        case .stopped: "\(result.title)'s preview stopped the process drawing it"
        case .hung: "\(result.title)'s preview hung the process drawing it"
        case .pruned: "\(result.path) was deleted: no state produced it"
        case .lostText: "\(result.title) loses text a person could read"
        case .match, .new, .changed, .unchanged: result.status.rawValue
        }
    }
}
