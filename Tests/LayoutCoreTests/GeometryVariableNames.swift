/// The variables a GeometryReader expression may read, as a syntax error lists them
/// (docs/FORMATS.md §1 and §5 "Safe area").
let geometryVariableNames = [
    "geometry.width", "geometry.height", "geometry.safeAreaInsets.top", "geometry.safeAreaInsets.leading",
    "geometry.safeAreaInsets.bottom", "geometry.safeAreaInsets.trailing",
]
