"""Commands: the command line, one module per command, each offering add_arguments(parser)
and run(args, session): judge.py (`runner.py [PROBLEM ...]`), stress.py, verify.py, new.py;
cli.py is the one main (parser, signal policy, subreaper, scratch sweep) and session.py what
every command is given. The top of the judge: nothing imports a command but cli.
"""
from .cli import main

__all__ = ["main"]
