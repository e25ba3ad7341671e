import DarkscreenPlatform
import DarkscreenCore
/// The Vim and Neovim colour scheme `darkscreen` (`colors/darkscreen.vim`): the terminal's 16
/// colours (`g:terminal_ansi_colors` for Vim, `g:terminal_color_N` for Neovim) and the common
/// highlight groups from the theme's roles and palette, each in GUI colours and the nearest of
/// the 256 xterm colours. A theme with one look sets `background` to match it. A dynamic theme's
/// scheme holds both variants and branches on `&background`, which it never sets once loaded, so
/// Neovim 0.10's own detection and `:set bg=` choose the variant; Vim and Neovims before 0.10,
/// which do not detect it, are given the variant the commit resolved on the first load only. The
/// theme's name appears only escaped, in a comment.
enum VimColorScheme {
    static func write(_ theme: Theme, appearance: Appearance) -> String {
        let header = "\" \(IntegrationFiles.marker) on each commit (\(ExportScheme.safe(theme.name)), "
        guard theme.isDynamic else {
            let background = theme.colors.resolved(for: appearance)[.background]
            let lines =
                [
                    header + "\(appearance.rawValue)); it is replaced, not edited",
                    "set background=\(background.isLight ? "light" : "dark")",
                    "hi clear",
                    "if exists('syntax_on') | syntax reset | endif",
                    "let g:colors_name = 'darkscreen'"
                ] + variant(theme, appearance: appearance)
            return lines.joined(separator: "\n") + "\n"
        }
        var lines = [
            header + "light and dark); it is replaced, not edited",
            "hi clear",
            "if exists('syntax_on') | syntax reset | endif",
            "\" Neovim 0.10 and later set 'background' from the terminal; Vim and older Neovims start in the committed variant",
            "if !has('nvim-0.10') && !exists('g:darkscreen_background_given')",
            "  let g:darkscreen_background_given = 1",
            "  set background=\(appearance.resolved.rawValue)",
            "endif",
            "let g:colors_name = 'darkscreen'",
            "if &background ==# 'light'"
        ]
        lines += variant(theme, appearance: .light).map { "  " + $0 }
        lines.append("else")
        lines += variant(theme, appearance: .dark).map { "  " + $0 }
        lines.append("endif")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The terminal colours and highlight groups of one variant.
    static func variant(_ theme: Theme, appearance: Appearance) -> [String] {
        let scheme = ExportScheme(theme, appearance: appearance)
        let colors = theme.colors.resolved(for: appearance)
        let p = scheme.palette
        let bg = colors[.background], fg = colors[.primary], dim = colors[.secondary]
        let statusBg = colors[.statusBackground], separator = colors[.separator], selection = colors[.selection]
        let status = StatusLineResolution.legible(theme.statusLine.resolved(for: appearance), on: statusBg).0.textColor
        var lines = ["let g:terminal_ansi_colors = [" + p.map { "'\($0.hex)'" }.joined(separator: ", ") + "]"]
        lines += p.enumerated().map { "let g:terminal_color_\($0.offset) = '\($0.element.hex)'" }
        let groups: [(String, RGB?, RGB?, String?)] = [
            ("Normal", fg, bg, nil), ("Comment", dim, nil, "italic"), ("Constant", p[5], nil, nil),
            ("String", p[2], nil, nil), ("Character", p[2], nil, nil), ("Number", p[3], nil, nil), ("Boolean", p[3], nil, nil),
            ("Identifier", p[6], nil, nil), ("Function", p[4], nil, nil), ("Statement", p[5], nil, nil),
            ("Keyword", p[5], nil, nil), ("Conditional", p[5], nil, nil), ("Repeat", p[5], nil, nil), ("Operator", fg, nil, nil),
            ("PreProc", p[3], nil, nil), ("Type", p[3], nil, nil), ("Special", p[6], nil, nil), ("Underlined", p[4], nil, "underline"),
            ("Error", p[15], p[1], nil), ("ErrorMsg", p[1], nil, "bold"), ("WarningMsg", p[3], nil, nil), ("Todo", bg, p[3], "bold"),
            ("Visual", nil, selection, nil), ("Search", bg, p[3], nil), ("IncSearch", bg, p[11], nil), ("MatchParen", nil, selection, "bold"),
            ("LineNr", separator, nil, nil), ("CursorLineNr", fg, nil, "bold"), ("CursorLine", nil, statusBg, "NONE"),
            ("StatusLine", status, statusBg, "NONE"), ("StatusLineNC", dim, statusBg, "NONE"), ("VertSplit", separator, nil, "NONE"),
            ("WinSeparator", separator, nil, "NONE"), ("Pmenu", fg, statusBg, nil), ("PmenuSel", bg, dim, nil),
            ("TabLine", dim, statusBg, "NONE"), ("TabLineSel", fg, bg, "bold"), ("TabLineFill", nil, statusBg, "NONE"),
            ("NonText", separator, nil, nil), ("Folded", dim, statusBg, nil), ("Title", p[4], nil, "bold"),
            ("DiffAdd", p[2], nil, nil), ("DiffChange", p[3], nil, nil), ("DiffDelete", p[1], nil, nil), ("DiffText", p[4], nil, "bold")
        ]
        for (group, foreground, background, attributes) in groups {
            var line = "hi \(group)"
            if let foreground { line += " guifg=\(foreground.hex) ctermfg=\(XtermPalette.nearest256(foreground))" }
            if let background { line += " guibg=\(background.hex) ctermbg=\(XtermPalette.nearest256(background))" }
            if let attributes { line += " gui=\(attributes) cterm=\(attributes)" }
            lines.append(line)
        }
        return lines
    }
}
