import Foundation

/// Tells a build machine from a developer's, the way the common CI detectors (`ci-info`,
/// `is-ci`) do: by the environment variables hosted runners set. `preview record` refuses to
/// write and the snapshot assertions stop recording when one is set, so a reference that was
/// never committed fails the build instead of being written on a machine that throws it away.
///
/// | variable | set by |
/// | --- | --- |
/// | `CI` | most runners, and anyone who wants CI behaviour |
/// | `GITHUB_ACTIONS` | GitHub Actions |
/// | `GITLAB_CI` | GitLab CI/CD |
/// | `BUILDKITE` | Buildkite |
/// | `CIRCLECI` | CircleCI |
/// | `JENKINS_URL` and `BUILD_ID` (both) | Jenkins |
/// | `TF_BUILD` | Azure Pipelines |
/// | `TEAMCITY_VERSION` | TeamCity |
/// | `BITRISE_IO` | Bitrise |
/// | `CI_XCODE_PROJECT` | Xcode Cloud |
///
/// A variable counts when it is set to anything but the empty string, `false`, `0` or `no`
/// (in any letter case), so `CI=false` on a laptop still means "not CI".
///
/// ```swift
/// ContinuousIntegration.variable(in: ["GITHUB_ACTIONS": "true"])   // "GITHUB_ACTIONS"
/// ContinuousIntegration.variable(in: ["CI": "false"])              // nil
/// ```
package enum ContinuousIntegration {
    /// The runners' variables, in the order they are looked at; each entry is the variables
    /// that must all be set.
    package static let variables: [[String]] = [
        ["CI"],
        ["GITHUB_ACTIONS"],
        ["GITLAB_CI"],
        ["BUILDKITE"],
        ["CIRCLECI"],
        ["JENKINS_URL", "BUILD_ID"],
        ["TF_BUILD"],
        ["TEAMCITY_VERSION"],
        ["BITRISE_IO"],
        ["CI_XCODE_PROJECT"],
    ]

    /// The variable that says this is a CI run (`CI`, `GITHUB_ACTIONS`, `JENKINS_URL` …), or
    /// `nil` on a developer's machine. Messages name it: "refusing to record with
    /// GITHUB_ACTIONS set".
    package static func variable(in environment: [String: String]) -> String? {
        variables.first { names in names.allSatisfy { isSet(environment[$0]) } }?.first
    }

    /// Whether `environment` is a CI run's.
    package static func isCI(_ environment: [String: String]) -> Bool {
        variable(in: environment) != nil
    }

    private static func isSet(_ value: String?) -> Bool {
        guard let value else { return false }
        return !["", "false", "0", "no"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
