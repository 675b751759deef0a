"""Programs: what a file or folder of some language becomes to run (languages.py: the
languages as data, the judges' compilers and flags, a program as a command line, every compile
step in the sandbox), and how a program (a submission, a validator, a checker, a generator) is
built once, in the sandbox, from its files (building.py), and the one way a judge-side
program runs (a generator, a validator, a checker, an interactor, a compiler), under one table
of limits by kind, with one phrase for what stopped it (tools.py). Below it only the sandbox;
every other part of the judge builds, names and runs programs through this door.
"""
from .building import Skip, build, first_error, sources
from .languages import (COMPILE_CPU_S, COMPILE_MEMORY_MB, COMPILERS, JUDGES, LANGUAGES,
                        PACKAGE_JUDGE, SHELL, Box, CompileError, Program, from_command_line,
                        judge_limits, language_of)
from .tools import LIMITS, TOOL_MEMORY_MB, limits_for, run_program, run_tool, stopped_why

__all__ = ["Skip", "build", "first_error", "sources", "COMPILE_CPU_S", "COMPILE_MEMORY_MB",
           "COMPILERS", "JUDGES", "LANGUAGES", "PACKAGE_JUDGE", "SHELL", "Box", "CompileError",
           "Program", "from_command_line", "judge_limits", "language_of", "LIMITS",
           "TOOL_MEMORY_MB", "limits_for", "run_program", "run_tool", "stopped_why"]
