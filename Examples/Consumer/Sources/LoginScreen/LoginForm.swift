import LayoutDSL

/// A login form: two 44-pt fields and a 50-pt button, 12 points apart, at most 360 wide,
/// 20 points from the screen's edges, at the top of the screen.
public struct LoginForm: View {
    /// The form.
    public init() {}

    /// The form's views, by id: `username`, `password`, `signIn`, and `form` around them.
    public var body: some View {
        VStack(spacing: 12) {
            Color.gray.frame(height: 44).id("username")
            Color.gray.frame(height: 44).id("password")
            Color.blue.frame(height: 50).id("signIn")
        }
        .frame(maxWidth: 360).id("form")
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
