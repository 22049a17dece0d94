"""What every command module shares (``cli``, ``fix_cli``): the one-line error exit."""
from __future__ import annotations

import sys

import typer


def fail(msg: str, code: int = 2) -> "typer.Exit":
    """One line on stderr (never wrapped, whatever the terminal width), then exit ``code``."""
    line = " ".join(str(msg).splitlines())
    sys.stderr.write(f"compilelint: {line}\n")
    sys.stderr.flush()
    return typer.Exit(code)


__all__ = ["fail"]
