import Foundation
import Testing

/// Every Swift listing in README.md and docs/ compiles, as a user would compile it: against the
/// package's products, each a program of its own (or continuing the one above it).
@Suite("The documentation's Swift listings compile", .serialized)
struct ListingTests {
    static let listings = (try? Listings.sources()) ?? []

    @Test func thereAreListings() {
        #expect(Self.listings.count >= 14)
        #expect(Listings.stubModules != nil, "the swift-snapshot-testing stub did not compile")
    }

    @Test(arguments: listings.map(\.block.description))
    func compiles(_ name: String) throws {
        let (block, source) = try #require(Self.listings.first { $0.block.description == name })
        if let file = block.excerptOf {
            #expect(try Listings.isExcerpt(source, of: file), "\(block) is not found in \(file), which it says it is taken from")
            return
        }
        #expect(Listings.unimportable(source) == [], "\(block): imports a module that is not a product of the package")
        let result = try Listings.typecheck(source, named: block.file.replacingOccurrences(of: "/", with: "-"))
        #expect(result.status == 0, "\(block) does not compile:\n\(result.text)")
    }
}
