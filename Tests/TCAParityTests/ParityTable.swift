// TCA's test suite, behaviour by behaviour. Each folder here is named for one file of
// pointfreeco/swift-composable-architecture's Tests/ComposableArchitectureTests and holds our tests
// of the same behaviours through ViewStateKit's API, with a PARITY.md table: one row per TCA test,
// `ported` (naming our test), `differs` (on purpose, and why) or `n/a` (why it does not apply).
