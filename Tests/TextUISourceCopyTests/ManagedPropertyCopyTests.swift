import Testing
import TextUISourceCopy

/// Xcode's Core Data template declares its entity's attributes `@NSManaged`, whose storage Core
/// Data gives through the Objective-C runtime; on Linux the attribute compiles but its getter and
/// setter are never made, so the file fails to link. The copy blanks the attribute and writes
/// accessors that keep the value in the object by name, which compile in a class and in an
/// extension (where Xcode's generated properties file puts them); a string or comment that names
/// the attribute is left alone.
@Suite struct ManagedPropertyCopyTests {
    @Test func anNSManagedPropertyGetsAccessorsThatStoreItByName() {
        let source = """
        import CoreData

        @objc(Item)
        public class Item: NSManagedObject {
            @NSManaged public var timestamp: Date?
            @NSManaged var done: Bool // @NSManaged
            let note = "@NSManaged"
        }

        """
        let text = TextCopy(source: source, path: "/app/Item.swift").text
        #expect(text.contains("\n               public var timestamp: Date? { get { managedValue(forKey: \"timestamp\") } set { setManagedValue(newValue, forKey: \"timestamp\") } }\n"))
        #expect(text.contains("\n               var done: Bool { get { managedValue(forKey: \"done\") } set { setManagedValue(newValue, forKey: \"done\") } } // @NSManaged\n"))
        #expect(text.contains("    let note = \"@NSManaged\"\n"))
        #expect(!text.contains("@objc(Item)"))
    }

    /// Xcode's generated `+CoreDataProperties.swift` declares a to-many relationship's accessors
    /// `@NSManaged` without a body; the copy blanks the attribute and writes a body that changes
    /// the relationship (adding and removing) or does nothing (the ordered forms by index).
    @Test func aGeneratedRelationshipAccessorGetsABody() {
        let source = """
        extension Item {
            @objc(addTagsObject:)
            @NSManaged public func addToTags(_ value: Tag)

            @NSManaged public func removeFromTags(_ values: NSSet)

            @NSManaged public func insertIntoSteps(_ value: Step, at idx: Int)
            @NSManaged public func removeFromSteps(at idx: Int)
        }

        """
        let text = TextCopy(source: source, path: "/app/Item+CoreDataProperties.swift").text
        #expect(text.contains("\n               public func addToTags(_ value: Tag) { tags = ManagedRelationship.adding(value, to: tags) }\n"))
        #expect(text.contains("\n               public func removeFromTags(_ values: NSSet) { tags = ManagedRelationship.removing(values, from: tags) }\n"))
        #expect(text.contains("\n               public func insertIntoSteps(_ value: Step, at idx: Int) {}\n"))
        #expect(text.contains("\n               public func removeFromSteps(at idx: Int) {}\n"))
    }

    @Test func aLongerNameThatStartsWithNSManagedIsLeftAlone() {
        let text = TextCopy(source: "@NSManagedish var x = 1\n", path: "/app/A.swift").text
        #expect(text.contains("@NSManagedish var x = 1\n"))
    }
}
