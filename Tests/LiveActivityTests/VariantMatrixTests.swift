import Foundation
@testable import LiveActivity
import Testing
import TermIsland

/// `--variants LIST` read once into the variants it makes, with their stable names and file
/// names; every word that is not a value is an error naming it.
@Suite("Variant lists")
struct VariantMatrixTests {
    func names(_ list: String) throws -> [String] { try VariantMatrix(parsing: list).variants.map(\.name) }

    @Test func valuesOfOneAxisAreAlternativesInTheOrderGivenAndAxesMultiply() throws {
        #expect(try names("dark,light,accessibility3,rtl") == [
            "dark · accessibility3 · rtl", "light · accessibility3 · rtl",
        ])
        #expect(try names("rtl,ltr,large,accessibility3") == [
            "large · rtl", "large · ltr", "accessibility3 · rtl", "accessibility3 · ltr",
        ])
    }

    @Test func anAxisNameIsAllItsValues() throws {
        #expect(try names("appearance") == ["light", "dark", "glass"])
        #expect(try VariantMatrix(parsing: "size").variants.count == 12)
    }

    @Test func theOrderOfTheWordsDoesNotChangeTheNames() throws {
        #expect(try names("ar,accessibility3,dark") == ["dark · accessibility3 · ar"])
        #expect(try names("dark,ar,accessibility3") == ["dark · accessibility3 · ar"])
    }

    @Test func allIsEveryClosedAxisButTheDevice() throws {
        let all = try VariantMatrix(parsing: "all").variants
        #expect(all.count == 3 * 12 * 2 * 2 * 2 * 2)
        #expect(all.first?.name == "light · xSmall · ltr · portrait · awake · fresh")
        #expect(all.last?.name == "glass · accessibility5 · rtl · landscape · always-on · stale")
        #expect(Set(all.map(\.fileNameSuffix)).count == all.count, "every variant its own file")
    }

    @Test func fileNamesAreTheWordsAfterDots() throws {
        let variant = try #require(VariantMatrix(parsing: "dark,accessibility3,ar,iphone-se,always-on").variants.first)
        #expect(variant.fileNameSuffix == ".dark.accessibility3.ar.iphone-se.always-on")
        #expect(variant.device == .iPhoneSE)
    }

    @Test func aLocaleIsAnIdentifierFoundationKnows() throws {
        #expect(try names("de-DE,ja") == ["de_DE", "ja"])
        let arabic = try #require(VariantMatrix(parsing: "ar").variants.first)
        #expect(arabic.applied(to: EnvironmentValues()).layoutDirection == .rightToLeft, "Arabic is written right to left")
        let ltrArabic = try #require(VariantMatrix(parsing: "ar,ltr").variants.first)
        #expect(ltrArabic.applied(to: EnvironmentValues()).layoutDirection == .leftToRight, "a direction given stands")
    }

    @Test func aVariantSetsTheEnvironmentItNames() throws {
        let variant = try #require(VariantMatrix(parsing: "glass,accessibility3,landscape,always-on").variants.first)
        let environment = variant.applied(to: EnvironmentValues())
        #expect(environment.colorScheme == .dark)
        #expect(environment.lockScreenMaterial == .glass)
        #expect(environment.dynamicTypeSize == .accessibility3)
        #expect(environment.cellMetrics == CellMetrics(for: .accessibility3))
        #expect(environment.deviceOrientation == .landscape)
        #expect(environment.isLuminanceReduced)
        #expect(environment.isDynamicIslandLimitedInWidth == false, "only the compact and minimal slots are limited")
    }

    @Test(arguments: [
        ("darkk", "--variants: unknown value \"darkk\"; did you mean \"dark\"? (--variants help lists them all)"),
        ("dark,,rtl", "--variants: an empty value in \"dark,,rtl\" (values are separated by single commas)"),
        ("locale", "--variants: locale has no list of values; name the locales (ar, de_DE, …)"),
        ("dark,help", "--variants help lists the axes and their values; it is not a value"),
        ("all,device", "--variants: the list makes 12,672 variants; at most 10,000 (name fewer values)"),
    ])
    func aWordThatIsNotAValueIsAnError(_ list: String, _ message: String) {
        #expect(throws: VariantListError.self) { try VariantMatrix(parsing: list) }
        do { _ = try VariantMatrix(parsing: list) } catch { #expect(error.description == message) }
    }

    @Test func tenThousandIsTheLimitAtItsEdge() throws {
        #expect(throws: Never.self) { try VariantMatrix.check(count: 10_000) }
        #expect(throws: VariantListError.tooMany(count: 10_001, limit: 10_000)) { try VariantMatrix.check(count: 10_001) }
    }
}
