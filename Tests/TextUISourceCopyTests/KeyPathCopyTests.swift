import Testing
import TextUISourceCopy

/// A search screen builds `NSPredicate(format: "%K CONTAINS[c] %@", #keyPath(Entry.content), …)`;
/// `#keyPath` asks the Objective-C runtime, which Linux lacks, so the copy writes the key as its
/// string: the type's name left out, a path kept whole, the line's columns kept.
@Suite struct KeyPathCopyTests {
    @Test func aKeyPathBecomesTheKeysString() {
        let source = """
        let a = NSPredicate(format: "%K == %@", #keyPath(BlogEntry.content), text)
        let b = [#keyPath(Event.track.name), #keyPath(title)]
        let c = "#keyPath(Event.title)" // #keyPath(Event.title)

        """
        let text = TextCopy(source: source, path: "/app/Search.swift").text
        #expect(text.contains("let a = NSPredicate(format: \"%K == %@\", \"content\"                  , text)\n"))
        #expect(text.contains("let b = [\"track.name\"              , \"title\"        ]\n"))
        #expect(text.contains("let c = \"#keyPath(Event.title)\" // #keyPath(Event.title)\n"))
    }

    @Test func aKeyPathWithNoParenthesesIsLeftAlone() {
        let text = TextCopy(source: "let k = #keyPath\n", path: "/app/A.swift").text
        #expect(text.contains("let k = #keyPath\n"))
    }
}
