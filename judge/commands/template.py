"""`dlx-judge template [NAME] [--cpp]`: print one block to paste into contest code, marker
lines included; with no NAME, where the installed blocks live and which there are.

NAME is a template's module (dlx, sudoku, xcover_bits, ...) or its block's name
(dlx-template, sudoku-model, ...). A block that needs another (sudoku-model needs
dlx-template) says so in a line on stderr: paste that one above it.
"""
import sys

from .. import blocks
from ..errors import JudgeError, UsageError
from ..judging import report


def add_arguments(p):
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("name", nargs="?", metavar="NAME", help="a template: dlx, sudoku, ...")
    p.add_argument("--cpp", action="store_true", help="the C++98 block (templates/NAME.hpp)")


def find(name, cpp=False):
    """The Template called `name` (its module or block name); UsageError naming the others."""
    known = blocks.templates()[1 if cpp else 0]
    for template in known.values():
        if name in (template.module, template.name):
            return template
    raise UsageError("no %s template %r: one of %s" % (
        "C++" if cpp else "Python", name, ", ".join(sorted(known))))


def run(args, session):
    try:
        if args.name is None:
            python, cpp = blocks.templates()
            print("the blocks are in %s (import them as %s.MODULE; `dlx-judge bundle` pastes "
                  "them)" % (blocks.FOLDER, blocks.PACKAGE))
            for kind, known in (("Python", python), ("C++", cpp)):
                print("%s: %s" % (kind, ", ".join("%s (%s)" % (m, t.block[0].split(None, 2)[2])
                                                 for m, t in sorted(known.items()))))
            return 0
        template = find(args.name, args.cpp)
    except blocks.BlockError as e:
        raise JudgeError(str(e))
    if template.needs:
        print("%s template: %s needs %s: paste it above" % (
            report.PROG, template.name, ", ".join(template.needs)), file=sys.stderr)
    print("\n".join(template.block))
    return 0
