import ViewStateKit
/// The body of a failed value comparison of two values `==` found unequal: a structural diff
/// of the two, or, when they print alike, ValueDiff's word saying so and what they print.
///
/// ```text
/// - expected
/// + actual
///
///   GreetingState(
///     title: "Hello",
/// -   message: "Welcome, Taro"
/// +   message: "Welcome, Hanako"
///   )
/// ```
func valueMismatchDescription(expected: Any, actual: Any) -> String {
    ValueDiff.diff(expected, actual, valuesAreEqual: false, expectedLabel: "expected", actualLabel: "actual") ?? ""
}
