# The packages the build rows of process-benchmarks.sh and build-timeline.sh measure, each made
# in the folder given. Sourced, not run: the caller sets `root` to ViewStateKit's folder.
#
#   make_screen_package DIR            the README's quick start: one SwiftUI file through TextUICopy
#   add_preview_executable DIR         the same, plus the `preview` executable the README's package has
#   make_snapshot_testing_package DIR  the floor: a one-test package on swift-snapshot-testing 1.19
#   clean_build_products DIR           removes what a build made, keeps what resolving fetched

# The one-screen package, laid out as the README's quick start: the app's file (a plain
# `import SwiftUI` view with two #Previews) excluded and compiled through TextUICopy, a
# catalog of its states beside it, and one test that checks both.
make_screen_package() {
    local dir="$1"
    mkdir -p "$dir/Sources/Greeting/App" "$dir/Tests/GreetingTests"
    cat > "$dir/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GreetingScreen",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "Greeting",
            dependencies: [
                .product(name: "ViewStateKit", package: "$(basename "$root")"),
                .product(name: "TextUI", package: "$(basename "$root")"),
                .product(name: "PreviewCatalog", package: "$(basename "$root")"),
            ],
            exclude: ["App"],
            plugins: [.plugin(name: "TextUICopy", package: "$(basename "$root")")]
        ),
        .testTarget(name: "GreetingTests", dependencies: [
            "Greeting",
            .product(name: "ViewStateTesting", package: "$(basename "$root")"),
        ]),
    ]
)
EOF
    cat > "$dir/Sources/Greeting/App/GreetingView.swift" <<'EOF'
import SwiftUI

public enum GreetingState: Equatable, Sendable {
    case idle
    case greeted(String)
}

struct GreetingView: View {
    let state: GreetingState

    var body: some View {
        VStack(alignment: .leading) {
            switch state {
            case .idle: Text("Hello")
            case .greeted(let name): Text("Hello, \(name)")
            }
            #if os(iOS)
            Button("Continue") {}
            #endif
        }
    }
}

#Preview("Idle") { GreetingView(state: .idle) }
#Preview("Greeted") { GreetingView(state: .greeted("Taro")) }
EOF
    cat > "$dir/Sources/Greeting/GreetingPreviews.swift" <<'EOF'
import PreviewCatalog
import TextUI

public enum GreetingPreviews: ScreenPreviews {
    public static let screenName = "Greeting"

    public static var states: [PreviewState<GreetingState>] {
        PreviewState("idle", .idle)
        PreviewState("greeted", .greeted("Taro"))
    }

    public static func view(for state: GreetingState) -> some View {
        GreetingView(state: state)
    }
}
EOF
    cat > "$dir/Tests/GreetingTests/GreetingTests.swift" <<'EOF'
import Greeting
import Testing
import ViewStateTesting

@Test func everyGreetingState() async {
    await expectSnapshots(of: GreetingPreviews.self)
    await expectSnapshots(of: .greeting)
}
EOF
}

# The one-test package on swift-snapshot-testing.
make_snapshot_testing_package() {
    local dir="$1"
    mkdir -p "$dir/Sources/Greeting" "$dir/Tests/GreetingTests"
    cat > "$dir/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GreetingText",
    dependencies: [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.19.0"..<"1.20.0")],
    targets: [
        .target(name: "Greeting"),
        .testTarget(name: "GreetingTests", dependencies: [
            "Greeting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
EOF
    cat > "$dir/Sources/Greeting/Greeting.swift" <<'EOF'
public func greeting(_ name: String) -> String {
    "Hello, \(name)\n[ Continue ]"
}
EOF
    cat > "$dir/Tests/GreetingTests/GreetingTests.swift" <<'EOF'
import Greeting
import SnapshotTesting
import Testing

@Test func greetingText() {
    assertSnapshot(of: greeting("Taro"), as: .lines)
}
EOF
}

# Removes a package's build products but keeps what resolving fetched, so that each timed
# build compiles everything and downloads nothing.
clean_build_products() {
    local dir="$1"
    find "$dir/.build" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name workspace-state.json \
        -exec rm -rf {} + 2> /dev/null || true
}

# The one-screen package with the `preview` executable the README's package has.
add_preview_executable() {
    local dir="$1"
    mkdir -p "$dir/Previews"
    sed -i 's|    targets: \[|    targets: [\n        .executableTarget(name: "preview", dependencies: ["Greeting", .product(name: "PreviewCatalog", package: "'"$(basename "$root")"'"), .product(name: "PreviewCommandLine", package: "'"$(basename "$root")"'")], path: "Previews"),|' "$dir/Package.swift"
    cat > "$dir/Previews/main.swift" <<'EOF'
import Foundation
import Greeting
import PreviewCatalog
import PreviewCommandLine

let exitCode = await PreviewCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    catalog: Catalog([GreetingPreviews.self], previews: .greeting),
    environment: .current(),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(exitCode)
EOF
}
