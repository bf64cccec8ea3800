/// When a snapshot assertion writes its reference file instead of only comparing with it.
///
/// On a developer's machine the default is ``missing``; on a CI machine it is ``never`` — CI
/// is told as `preview record` tells it: `CI`, or a hosted runner's own variable such as
/// `GITHUB_ACTIONS`, `GITLAB_CI` or `TF_BUILD`, set to anything but empty, `false`, `0` or `no`
/// (the README's CI section has the table) — so a reference that was never
/// committed fails the build instead of being written on a build machine and thrown away.
///
/// Choose another mode for one run with the `VIEWSTATE_RECORD` environment variable, or for a
/// piece of code with ``withSnapshotRecording(_:operation:)``:
///
/// ```text
/// $ VIEWSTATE_RECORD=failed swift test --filter LoginSnapshotTests
/// ```
///
/// An assertion that writes a new or changed reference still fails, saying what it wrote: a
/// test that writes its own expectation has checked nothing, so the run that records is never
/// green. Look at the file (or `git diff`), then run the test again.
public enum SnapshotRecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write references that do not exist yet; compare the others. The default locally.
    case missing
    /// Write references that do not exist or do not match; compare the others.
    case failed
    /// Write every reference without reading the old one. A reference that already held the
    /// same text passes; one that was new or changed fails, saying so.
    case all
    /// Only compare; a missing reference fails. The default on CI.
    case never

    /// The name `VIEWSTATE_RECORD` takes: `missing`, `failed`, `all` or `never`.
    public var description: String { rawValue }
}
