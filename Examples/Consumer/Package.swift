// swift-tools-version:6.0
// A package that uses LayoutLab as a user's package does, kept in LayoutLab's repository and
// built and tested by its `make test` (`make consumer`). See README, "Use it in your package".
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        // LayoutLab's repository root, two folders up. A path dependency is known by its folder's
        // name (`main` for a checkout in `main/`); `name:` gives it the name used below instead,
        // whatever the folder of the checkout is called.
        .package(name: "LayoutLab", path: "../..")
    ],
    targets: [
        // The screens: SwiftUI-style layout code.
        .target(name: "LoginScreen", dependencies: [.product(name: "LayoutDSL", package: "LayoutLab")]),
        // Their frames, checked at several sizes, in both engines.
        .testTarget(
            name: "LoginScreenTests",
            dependencies: [
                "LoginScreen",
                .product(name: "LayoutCore", package: "LayoutLab"),
                .product(name: "StackLayout", package: "LayoutLab"),
                .product(name: "ConstraintLayout", package: "LayoutLab"),
                .product(name: "LayoutTesting", package: "LayoutLab"),
            ]
        ),
    ]
)
