import Foundation
import Testing
import XcodeProjects

/// The typed model of a project file: targets, phases, paths from every source tree, settings
/// with `$(inherited)`, packages, dependencies and synchronized folders.
@Suite struct XcodeProjectTests {
    /// A project as Xcode writes one, cut to what is read: an app, its widget extension, a
    /// framework; groups in every source tree; a local and a remote package.
    static let text = #"""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
        /* Begin PBXBuildFile section */
                B001 /* Live.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* Live.swift */; };
                B002 /* Order.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002; };
                B003 = {isa = PBXBuildFile; fileRef = F003 /* Shared.framework */; };
                B004 = {isa = PBXBuildFile; productRef = P001 /* Toppings */; };
                B005 = {isa = PBXBuildFile; fileRef = V001 /* Localizable.strings */; };
                B006 = {isa = PBXBuildFile; fileRef = F006 /* sample.json */; };
                B007 = {isa = PBXBuildFile; fileRef = F007; };
        /* End PBXBuildFile section */
                F001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Live.swift; sourceTree = "<group>"; };
                F002 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Order.swift; path = App/Models/Order.swift; sourceTree = SOURCE_ROOT; };
                F003 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                F004 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = SwiftData.framework; path = System/Library/Frameworks/SwiftData.framework; sourceTree = SDKROOT; };
                F005 = {isa = PBXFileReference; path = /opt/shared/Util.swift; sourceTree = "<absolute>"; };
                F006 = {isa = PBXFileReference; lastKnownFileType = text.json; path = sample.json; sourceTree = "<group>"; };
                F007 = {isa = PBXFileReference; path = Format.swift; sourceTree = "<group>"; };
                F008 = {isa = PBXFileReference; path = Tool; sourceTree = DEVELOPER_DIR; };
                F009 = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
                L001 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                V001 = {isa = PBXVariantGroup; children = (L001); name = Localizable.strings; sourceTree = "<group>"; };
                G000 = {isa = PBXGroup; children = (G001, G002, G003, F002, F004, F005, F008); sourceTree = "<group>"; };
                G001 /* Widget */ = {isa = PBXGroup; children = (F001, F006, V001, G004); path = "Delivery Widget"; sourceTree = "<group>"; };
                G002 /* Shared */ = {isa = PBXGroup; children = (F007); path = Shared; sourceTree = "<group>"; };
                G003 /* Products */ = {isa = PBXGroup; children = (F003, F009); name = Products; sourceTree = "<group>"; };
                G004 /* no path */ = {isa = PBXGroup; children = (F010); name = Views; sourceTree = "<group>"; };
                F010 = {isa = PBXFileReference; path = "Views/Ring.swift"; sourceTree = "<group>"; };
                S001 = {isa = PBXSourcesBuildPhase; files = (B001, B002); };
                S002 = {isa = PBXFrameworksBuildPhase; files = (B003, B004); };
                S003 = {isa = PBXResourcesBuildPhase; files = (B005, B006); };
                S004 = {isa = PBXSourcesBuildPhase; files = (B007); };
                T001 = {isa = PBXNativeTarget; name = "Delivery Widget"; productName = DeliveryWidget; productType = "com.apple.product-type.app-extension";
                        buildPhases = (S001, S002, S003); dependencies = (D001, D002); packageProductDependencies = (P001, P002);
                        buildConfigurationList = C010; productReference = F009; };
                T002 = {isa = PBXNativeTarget; name = Shared; productName = Shared; productType = "com.apple.product-type.framework";
                        buildPhases = (S004); productReference = F003; };
                T003 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); };
                D001 = {isa = PBXTargetDependency; target = T002; targetProxy = X001; };
                D002 = {isa = PBXTargetDependency; targetProxy = X002; };
                X001 = {isa = PBXContainerItemProxy; containerPortal = R000; proxyType = 1; remoteGlobalIDString = T002; remoteInfo = Shared; };
                X002 = {isa = PBXContainerItemProxy; containerPortal = R000; proxyType = 1; remoteGlobalIDString = T003; remoteInfo = App; };
                K001 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Toppings; };
                K002 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/Charts"; requirement = {kind = upToNextMajorVersion; minimumVersion = 5.1.0; }; };
                P001 = {isa = XCSwiftPackageProductDependency; package = K001; productName = Toppings; };
                P002 = {isa = XCSwiftPackageProductDependency; package = K002; productName = FancyCharts; };
                C001 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; OTHER = (a, b); }; };
                C002 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SWIFT_VERSION = 5.0; }; };
                C003 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 6.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = ("$(inherited)", WIDGET); OTHER = "$(inherited) c"; }; };
                C004 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
                C000 = {isa = XCConfigurationList; buildConfigurations = (C001, C002); defaultConfigurationName = Release; };
                C010 = {isa = XCConfigurationList; buildConfigurations = (C003, C004); defaultConfigurationName = Release; };
                R000 = {isa = PBXProject; buildConfigurationList = C000; mainGroup = G000; projectDirPath = ""; targets = (T003, T001, T002);
                        packageReferences = (K001, K002); };
            };
            rootObject = R000;
        }
        """#

    static func project() throws -> XcodeProject {
        try XcodeProject(bytes: Array(text.utf8), url: URL(fileURLWithPath: "/Users/me/Pizza/Pizza.xcodeproj"))
    }

    @Test func targetsInTheProjectsOrderWithTheirTypes() throws {
        let project = try Self.project()
        #expect(project.targets.map(\.name) == ["App", "Delivery Widget", "Shared"])
        #expect(project.targets.map(\.productType) == [.application, .appExtension, .framework])
        #expect(project.targets.map(\.moduleName) == ["App", "DeliveryWidget", "Shared"])
        #expect(project.targets[1].productType?.isExtension == true)
        #expect(project.targets[2].productType?.description == "framework")
    }

    @Test(arguments: [
        ("F001", XcodePath.file("/Users/me/Pizza/Delivery Widget/Live.swift")),    // <group> in a group with a path
        ("F002", .file("/Users/me/Pizza/App/Models/Order.swift")),                  // SOURCE_ROOT
        ("F003", .builtProduct("Shared.framework")),                                // BUILT_PRODUCTS_DIR
        ("F004", .sdk("System/Library/Frameworks/SwiftData.framework")),            // SDKROOT
        ("F005", .file("/opt/shared/Util.swift")),                                  // <absolute>
        ("F008", .developer("Tool")),                                               // DEVELOPER_DIR
        ("F007", .file("/Users/me/Pizza/Shared/Format.swift")),
        ("F010", .file("/Users/me/Pizza/Delivery Widget/Views/Ring.swift")),        // a group without a path is its group's folder
        ("L001", .file("/Users/me/Pizza/Delivery Widget/en.lproj/Localizable.strings")),
        ("G000", .file("/Users/me/Pizza")),
    ])
    func pathsFromEverySourceTree(_ id: String, _ path: XcodePath) throws {
        #expect(try Self.project().path(of: id) == path)
    }

    @Test func phasesFilesAndVariantGroups() throws {
        let project = try Self.project()
        let widget = project.targets[1]
        #expect(project.files(of: widget, in: .sources).compactMap(\.path.filePath) == [
            "/Users/me/Pizza/Delivery Widget/Live.swift", "/Users/me/Pizza/App/Models/Order.swift",
        ])
        #expect(project.files(of: widget, in: .resources).compactMap(\.path.filePath) == [
            "/Users/me/Pizza/Delivery Widget/en.lproj/Localizable.strings", "/Users/me/Pizza/Delivery Widget/sample.json",
        ])
        #expect(project.files(of: widget, in: .frameworks).map(\.path) == [.builtProduct("Shared.framework")])
        #expect(project.target(producing: "F003")?.name == "Shared")
    }

    @Test func dependenciesThroughTargetsAndProxies() throws {
        let project = try Self.project()
        #expect(project.dependencies(of: project.targets[1]).map(\.name) == ["Shared", "App"])
    }

    @Test func settingsInheritTheProjectsAndFallBackToTheDefaultConfiguration() throws {
        let project = try Self.project()
        let debug = project.buildSettings(of: project.targets[1])
        #expect(debug.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["DEBUG", "WIDGET"])
        #expect(debug.string("SWIFT_VERSION") == "6.0")
        #expect(debug.words("OTHER") == ["a", "b", "c"])
        // The app has no configurations of its own: the project's Debug stands.
        let app = project.buildSettings(of: project.targets[0])
        #expect(app.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["DEBUG"])
        // No "Beta": the default configuration (Release) is read.
        #expect(project.buildSettings(of: project.targets[1], configuration: "Beta").string("SWIFT_VERSION") == "5.0")
        #expect(project.configurationNames(list: project.configurationListID) == ["Debug", "Release"])
    }

    @Test func packagesAndTheirProducts() throws {
        let project = try Self.project()
        #expect(project.packages["K001"]?.location == .local("Packages/Toppings"))
        #expect(project.packages["K002"]?.location == .remote(url: "https://github.com/example/Charts", requirement: "from 5.1.0"))
        #expect(project.targets[1].packageProductIDs.compactMap { project.packageProducts[$0]?.productName } == ["Toppings", "FancyCharts"])
    }

    @Test func errorsNameTheFileAndThePlace() {
        #expect(throws: XcodeProjectError(file: "/p/A.xcodeproj/project.pbxproj",
                                          reason: .syntax(PropertyListError(.unexpected(found: "the end of the file", expected: "\"=\" after the key \"objects\""), at: TextPosition(line: 2, column: 9))))) {
            try XcodeProject(bytes: Array("{\n objects".utf8), url: URL(fileURLWithPath: "/p/A.xcodeproj"))
        }
        let error = XcodeProjectError(file: "/p/A.xcodeproj/project.pbxproj", reason: .syntax(PropertyListError(.unterminatedString, at: TextPosition(line: 3, column: 7))))
        #expect(error.description == "/p/A.xcodeproj/project.pbxproj:3:7: a quoted string is not closed (a \" is missing)")
        #expect(throws: XcodeProjectError.self) { try XcodeProject(bytes: Array("{ objects = {}; }".utf8), url: URL(fileURLWithPath: "/p/A.xcodeproj")) }
    }
}
