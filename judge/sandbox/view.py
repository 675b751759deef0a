"""What a run may see of the file system behind bwrap: one immutable list of rules (how, path),
in the spirit of isolate's dir_rule, built by the named policies at the end of this file.
bwrap.py applies them by kind, in KINDS' order: shown folders bound back read-only (a
repository that lives under /tmp, the tmpfs of the run's own /tmp hides it otherwise), hidden
folders behind empty tmpfs inside them, exposed paths (a program, its interpreter) bound back
read-only inside those, writable folders (a validator's feedback folder) bound read-write.
Without bwrap nothing is hidden or bound back (docs/sandbox.md: the modes); who runs then must still
reach every path the rules name (modes.run_paths).
"""
import os

SHOW, HIDE, EXPOSE, WRITE = KINDS = ("show", "hide", "expose", "write")


class View:
    """An immutable list of (how, path) rules; plus() makes a wider one."""

    __slots__ = ("rules",)

    def __init__(self, rules=()):
        rules = tuple((how, _real(path)) for how, path in rules)
        for how, path in rules:
            if how not in KINDS:
                raise ValueError("a view rule is one of %s, not %r" % (", ".join(KINDS), how))
        object.__setattr__(self, "rules", tuple(dict.fromkeys(rules)))

    def __setattr__(self, name, value):
        raise AttributeError("a View is immutable (plus() makes a wider one)")

    def plus(self, how, paths):
        """This view and one `how` rule for each of paths."""
        return View(self.rules + tuple((how, p) for p in paths))

    def paths(self, how):
        return [p for h, p in self.rules if h == how]

    show = property(lambda self: self.paths(SHOW))
    hide = property(lambda self: self.paths(HIDE))
    expose = property(lambda self: self.paths(EXPOSE))
    writable = property(lambda self: self.paths(WRITE))

    def __eq__(self, other):
        return isinstance(other, View) and other.rules == self.rules

    def __hash__(self):
        return hash(self.rules)

    def __repr__(self):
        return "View(%r)" % (self.rules,)


NOTHING = View()               # what a run of a tool sees beyond the machine: nothing of ours


def shown_with_hidden(shown, hidden):
    """A problem folder's or a package's runs: `shown` folders read-only (the repository, whose
    code our deliberately wrong solutions import) with `hidden` ones inside them (the test
    data, the cases, a package, the repository's .git)."""
    return View([(SHOW, d) for d in shown] + [(HIDE, d) for d in hidden])


def for_compile(view, folder, tool):
    """A compiler's or a syntax check's: nothing of ours in sight, so what the runs are shown
    (the repository) is hidden too, unless it holds the compile's own `folder` or `tool`."""
    ours = [d for d in view.show if not _inside(folder, d) and not _inside(tool, d)]
    return View([(HIDE, d) for d in view.hide + ours])


def for_checker(view, hidden, seen):
    """A checker.py's host: the runs' view, with the checker's own folder `hidden` but the
    files it reads (`seen`: itself, its problem.toml, the host) exposed."""
    return view.plus(HIDE, hidden).plus(EXPOSE, seen)


def _real(path):
    """A rule's path: the real one. bwrap mounts on the folder itself and cannot mount
    through a link (a symlinked --testdata failed every run: "Can't mount tmpfs on ..."), and
    a hidden folder must be found by the same name as the shown folder around it (a tmpfs at
    a link's target would leave the data in sight under the link's name)."""
    return os.path.realpath(path)


def _inside(path, folder):
    return os.path.commonpath([os.path.abspath(path), os.path.abspath(folder)]) == \
        os.path.abspath(folder)
