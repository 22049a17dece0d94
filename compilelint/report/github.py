"""GitHub Actions workflow commands: one ``::error file=...,line=...,col=...,title=CL101::message``
line per finding, which the runner turns into annotations on the pull request diff."""
from __future__ import annotations

from typing import Iterable, Optional

LEVEL = {"error": "error", "warning": "warning"}


def _data(s: str) -> str:
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(s: str) -> str:
    return _data(s).replace(":", "%3A").replace(",", "%2C")


def line(f) -> str:
    level = LEVEL.get(f.severity, "notice")
    props = [f"file={_prop(f.path.replace(chr(92), '/'))}", f"line={int(f.line)}"]
    if f.end_line and f.end_line > f.line:
        props.append(f"endLine={int(f.end_line)}")
    if f.column:
        props.append(f"col={int(f.column)}")
    props.append(f"title={_prop(f.rule)}")
    msg = f"{f.message} [root {f.root}: {' -> '.join(f.chain)}]"
    if f.gb_type:
        msg += f" dynamo: {f.gb_type}" + (f" ({f.gb_id})" if f.gb_id else "")
    return f"::{level} {','.join(props)}::{_data(msg)}"


def render(result, findings: Optional[Iterable] = None) -> str:
    out = [line(f) for f in (result.findings if findings is None else findings)]
    for p in result.problems:
        out.append(f"::warning file={_prop(p.path)}::{_data(p.message)}")
    return "\n".join(out) + ("\n" if out else "")
