"""Programs: what a file or folder of some language becomes to run (languages.py: the
languages as data, the judges' compilers and flags, a program as a command line, every compile
step in the sandbox), and how a program (a submission, a validator, a checker, a generator) is
built once, in the sandbox, from its files (building.py), and the one way a judge-side
program that makes data runs, under one table of limits by kind (tools.py). Below it only
the sandbox; every
other part of the judge builds and names programs through this door.
"""
from .building import Skip, build, first_error, sources
from .languages import (COMPILE_CPU_S, COMPILE_MEMORY_MB, COMPILERS, JUDGES, LANGUAGES,
                        PACKAGE_JUDGE, SHELL, Box, CompileError, Program, from_command_line,
                        judge_limits, language_of)
from .tools import LIMITS, TOOL_MEMORY_MB, run_tool

__all__ = ["Skip", "build", "first_error", "sources", "COMPILE_CPU_S", "COMPILE_MEMORY_MB",
           "COMPILERS", "JUDGES", "LANGUAGES", "PACKAGE_JUDGE", "SHELL", "Box", "CompileError",
           "Program", "from_command_line", "judge_limits", "language_of", "LIMITS",
           "TOOL_MEMORY_MB", "run_tool"]
