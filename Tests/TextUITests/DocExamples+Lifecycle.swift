import TextUI

/// The doc examples of `Sources/TextUI/Lifecycle` (see ``DocExample``). `appear` is async:
/// its example's settled text is the counter's view after one load, drawn here; the run
/// itself is checked by `AppearDocExampleTests`.
extension DocExample {
    static let lifecycle: [DocExample] = [
        DocExample("Lifecycle/View+Appear.swift") {
            let counter = AppearDocExampleTests.Counter()
            counter.loads = 1
            return AppearDocExampleTests.Screen(counter: counter).render(width: 20)
        },
    ]
}
