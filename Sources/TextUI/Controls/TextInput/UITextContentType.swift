/// What a text field holds, for the system to offer autofill. Accepted; draws nothing.
///
/// SwiftUI: UITextContentType (UIKit's type, which SwiftUI's textContentType(_:) takes)
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// SwiftUI: UITextContentType.rawValue
    public let rawValue: String

    /// SwiftUI: UITextContentType.init(rawValue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// SwiftUI: UITextContentType.name
    public static let name = UITextContentType(rawValue: "name")
    /// SwiftUI: UITextContentType.namePrefix
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// SwiftUI: UITextContentType.givenName
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// SwiftUI: UITextContentType.middleName
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// SwiftUI: UITextContentType.familyName
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// SwiftUI: UITextContentType.nameSuffix
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// SwiftUI: UITextContentType.nickname
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// SwiftUI: UITextContentType.jobTitle
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// SwiftUI: UITextContentType.organizationName
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// SwiftUI: UITextContentType.location
    public static let location = UITextContentType(rawValue: "location")
    /// SwiftUI: UITextContentType.fullStreetAddress
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// SwiftUI: UITextContentType.streetAddressLine1
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// SwiftUI: UITextContentType.streetAddressLine2
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// SwiftUI: UITextContentType.addressCity
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// SwiftUI: UITextContentType.addressState
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// SwiftUI: UITextContentType.addressCityAndState
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// SwiftUI: UITextContentType.sublocality
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// SwiftUI: UITextContentType.countryName
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// SwiftUI: UITextContentType.postalCode
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// SwiftUI: UITextContentType.telephoneNumber
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// SwiftUI: UITextContentType.emailAddress
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// SwiftUI: UITextContentType.URL
    public static let URL = UITextContentType(rawValue: "URL")
    /// SwiftUI: UITextContentType.creditCardNumber
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// SwiftUI: UITextContentType.creditCardSecurityCode
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// SwiftUI: UITextContentType.creditCardName
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// SwiftUI: UITextContentType.creditCardExpiration
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// SwiftUI: UITextContentType.username
    public static let username = UITextContentType(rawValue: "username")
    /// SwiftUI: UITextContentType.password
    public static let password = UITextContentType(rawValue: "password")
    /// SwiftUI: UITextContentType.newPassword
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// SwiftUI: UITextContentType.oneTimeCode
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// SwiftUI: UITextContentType.shipmentTrackingNumber
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// SwiftUI: UITextContentType.flightNumber
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// SwiftUI: UITextContentType.dateTime
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// SwiftUI: UITextContentType.birthdate
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}
