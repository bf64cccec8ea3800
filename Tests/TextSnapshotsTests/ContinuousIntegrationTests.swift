import TextSnapshots
import Testing

/// CI is told by `CI` or a hosted runner's own variable; `false`, `0`, `no` and empty mean "not CI".
@Suite struct ContinuousIntegrationTests {
    @Test(arguments: [
        (["CI": "true"], "CI"),
        (["CI": "1"], "CI"),
        (["CI": "woodpecker"], "CI"),
        (["GITHUB_ACTIONS": "true"], "GITHUB_ACTIONS"),
        (["GITLAB_CI": "true"], "GITLAB_CI"),
        (["BUILDKITE": "true"], "BUILDKITE"),
        (["CIRCLECI": "true"], "CIRCLECI"),
        (["JENKINS_URL": "https://ci.example/", "BUILD_ID": "12"], "JENKINS_URL"),
        (["TF_BUILD": "True"], "TF_BUILD"),
        (["TEAMCITY_VERSION": "2024.12"], "TEAMCITY_VERSION"),
        (["BITRISE_IO": "true"], "BITRISE_IO"),
        (["CI_XCODE_PROJECT": "Cart.xcodeproj"], "CI_XCODE_PROJECT"),
        (["CI": "false", "GITHUB_ACTIONS": "true"], "GITHUB_ACTIONS"),
    ])
    func aRunnersVariableMeansCI(_ environment: [String: String], _ variable: String) {
        #expect(ContinuousIntegration.variable(in: environment) == variable)
        #expect(ContinuousIntegration.isCI(environment))
    }

    @Test(arguments: [
        [:],
        ["CI": ""],
        ["CI": "false"],
        ["CI": "FALSE"],
        ["CI": "0"],
        ["CI": "no"],
        ["CI": " false "],
        ["GITHUB_ACTIONS": "false"],
        ["JENKINS_URL": "https://ci.example/"],
        ["BUILD_ID": "12"],
        ["HOME": "/home/taro"],
    ])
    func falseZeroEmptyOrNothingMeansNotCI(_ environment: [String: String]) {
        #expect(ContinuousIntegration.variable(in: environment) == nil)
    }
}
