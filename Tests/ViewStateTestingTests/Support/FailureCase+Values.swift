import Foundation
import ViewStateTesting

extension FailureCase {
    static let valueCases: [FailureCase] = [
        FailureCase(name: "a state merged away shows both sequences") { _ in
            let model = GreetingModel()
            await expectStates(of: model, [GreetingState(title: "Hello", message: "Welcome, Taro")]) {
                await model.greet("Taro")
            }
        } messages: { _, _ in
            ["""
            GreetingModel went through other states than expected.

            - expected
            + actual

              [
                [0]: GreetingState(
                  title: "Hello",
            +     message: "Loading"
            +   ),
            +   [1]: GreetingState(
            +     title: "Hello",
                  message: "Welcome, Taro"
                )
              ]
            """]
        },
        FailureCase(name: "a history too short for the action says so") { _ in
            let model = GreetingModel(historyLimit: 2)
            await expectStates(of: model, [model.viewState, model.viewState]) {
                model.repeatState(3)
            }
        } messages: { _, _ in
            ["GreetingModel's history keeps its last 2 transitions, but the action made 3, so the oldest were dropped and the sequence cannot be checked. Create the view model with historyLimit: 3 or more in this test."]
        },
        FailureCase(name: "two values that differ show a structural diff") { _ in
            expectNoDifference(
                GreetingState(title: "Hello", message: "Welcome, Hanako"),
                GreetingState(title: "Hello", message: "Welcome, Taro")
            )
        } messages: { _, _ in
            ["""
            Values differ.

            - expected
            + actual

              GreetingState(
                title: "Hello",
            -   message: "Welcome, Taro"
            +   message: "Welcome, Hanako"
              )
            """]
        },
        FailureCase(name: "a message leads the diff") { _ in
            expectNoDifference([1, 2, 3], [1, 2], "after the refresh")
        } messages: { _, _ in
            ["""
            after the refresh: values differ.

            - expected
            + actual

              [
                [0]: 1,
            -   [1]: 2
            +   [1]: 2,
            +   [2]: 3
              ]
            """]
        },
        FailureCase(name: "values that print the same but are not equal say so") { _ in
            expectNoDifference(Double.nan, Double.nan)
        } messages: { _, _ in
            ["""
            Values differ.

            The values differ but print the same; the difference is in something the dump does not show (a reference identity, a floating-point bit pattern, or a custom ==).

            nan
            """]
        },
    ]
}
