#if !canImport(Darwin)
import Foundation

extension NSPredicate {
    /// A predicate written in Foundation's format language, as fetch requests filter:
    ///
    /// ```swift
    /// @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "done == NO"))
    /// private var open: FetchedResults<Task>
    /// ```
    ///
    /// The format is read by TextUI and evaluated against an object's stored properties, read
    /// by name (what it reads: `PredicateFormat`); a format it does not read matches every
    /// object, so a preview lists too much rather than too little.
    ///
    /// TextUI only: Apple's Foundation has `convenience init(format predicateFormat: String, _
    /// args: any CVarArg...)`; Linux's marks it unavailable (no predicate strings, no key-value
    /// coding), so without this a file that compiles for iOS would not compile here. Its
    /// arguments are `Any`, as a `String` is not a `CVarArg` on Linux.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate in Foundation's format language, its `%@` and `%K` arguments in an array.
    ///
    /// TextUI only: Apple's Foundation has `init(format predicateFormat: String, argumentArray
    /// arguments: [Any]?)`; Linux's marks it unavailable, as for ``init(format:_:)``.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let format = PredicateFormat(predicateFormat, arguments: arguments ?? [])
        self.init { object, _ in format.evaluate(with: object) }
    }
}
#endif
