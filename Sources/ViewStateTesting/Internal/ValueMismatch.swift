/// The body of a failed value comparison: a structural diff of the two values, or, when they
/// print alike but `==` says they differ, a word saying so and what they print.
///
/// ```text
/// − expected  + actual
/// …
/// ```
func valueMismatchDescription(expected: Any, actual: Any) -> String {
    if let diff = ValueDiff.diff(expected, actual, expectedLabel: "expected", actualLabel: "actual") {
        return diff
    }
    return """
        They print the same but are not equal:

        \(ValueDump.dump(actual))

        Their == compares something the printed form does not show, such as a class instance's identity, a floating-point NaN or a custom ==.
        """
}
