"""SARIF 2.1.0 (the format GitHub code scanning and most IDE viewers read).

One run; ``tool.driver.rules`` carries every rule's metadata (short and full description, the
ruff-style help text, ``helpUri`` = the dynamo graph-break page of the rule's first GB id) and each
result carries the barrier location, a ``codeFlows`` thread flow from the compiled root down to
the barrier (one location per call on the chain) and the same steps as ``relatedLocations``.
Paths are relative to the current directory (``%SRCROOT%``) when they lie under it.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Iterable, Optional

from compilelint import __version__, gb

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def _uri(path: str) -> tuple[str, Optional[str]]:
    """(uri, uriBaseId): relative to %SRCROOT% when under the cwd, else an absolute file URI."""
    ap = os.path.abspath(path)
    rel = os.path.relpath(ap)
    if not rel.startswith(".."):
        return Path(rel).as_posix(), "%SRCROOT%"
    return Path(ap).as_uri(), None


def _artifact(path: str) -> dict:
    uri, base = _uri(path)
    loc = {"uri": uri}
    if base:
        loc["uriBaseId"] = base
    return loc


def _phys(path: str, line: int, column: Optional[int] = None, end_line: Optional[int] = None) -> dict:
    region: dict = {"startLine": max(1, int(line or 1))}
    if column:
        region["startColumn"] = max(1, int(column))
    if end_line and end_line >= region["startLine"]:
        region["endLine"] = int(end_line)
    return {"artifactLocation": _artifact(path), "region": region}


def rule_descriptor(rule) -> dict:
    from compilelint.docs import first_sentence, gb_ids, help_uri, rule_markdown, rule_text

    d = {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": first_sentence(rule.what_it_does) or rule.name},
        "fullDescription": {"text": rule.why_bad or rule.what_it_does},
        "help": {"text": rule_text(rule), "markdown": rule_markdown(rule)},
        "defaultConfiguration": {"level": LEVEL.get(rule.severity, "warning")},
        "properties": {
            "tags": ["torch.compile", "fullgraph", "graph-break"],
            "gb_types": list(rule.gb_types),
            "gb_ids": [g for g in gb_ids(rule) if g],
            "fix": rule.fix,
        },
    }
    uri = help_uri(rule)
    if uri:
        d["helpUri"] = uri
    return d


def _steps(f) -> list[tuple[str, int]]:
    steps = (f.detail or {}).get("steps") or []
    out = []
    for s in steps:
        try:
            out.append((str(s[0]), int(s[1])))
        except (TypeError, ValueError, IndexError):
            return []
    return out


def _flow(f, locator=None) -> list[dict]:
    """threadFlow locations: root -> each call on the chain -> the barrier."""
    chain = list(f.chain or [])
    steps = _steps(f)
    locs: list[dict] = []
    if steps and len(steps) == len(chain) - 1:
        for i, (path, line) in enumerate(steps[:-1]):
            locs.append({"path": path, "line": line, "text": f"{chain[i]} calls {chain[i + 1]}"})
    else:
        # no recorded call lines: the def of each function on the chain, where it can be found
        for i, fq in enumerate(chain[:-1]):
            got = locator.def_node(fq) if locator is not None else None
            if got is None:
                continue
            path, node = got
            locs.append({"path": path, "line": getattr(node, "lineno", 1),
                         "text": f"{fq}" + (f" calls {chain[i + 1]}" if i + 1 < len(chain) - 1 else "")})
    locs.append({"path": f.path, "line": f.line, "col": f.column, "end": f.end_line,
                 "text": f"{chain[-1] if chain else f.rule}: {f.message}"})
    return locs


def render(result, findings: Optional[Iterable] = None, locator=None, suppressed: Iterable = ()) -> str:
    from compilelint.rules import all_rules

    rules = list(all_rules())
    index = {r.code: i for i, r in enumerate(rules)}
    results = []
    for f in (result.findings if findings is None else findings):
        flow = _flow(f, locator)
        tfl = []
        for order, step in enumerate(flow):
            loc = {"physicalLocation": _phys(step["path"], step["line"], step.get("col"), step.get("end")),
                   "message": {"text": step["text"]}}
            tfl.append({"location": loc, "nestingLevel": order, "executionOrder": order + 1,
                        "importance": "essential" if order in (0, len(flow) - 1) else "important"})
        related = [{"id": i, "physicalLocation": _phys(s["path"], s["line"]), "message": {"text": s["text"]}}
                   for i, s in enumerate(flow[:-1])]
        link = gb.doc_url(f.gb_id)
        text = f"{f.message} (compiled root: {f.root}; chain: {' -> '.join(f.chain)})"
        if f.gb_type:
            text += f" - dynamo: {f.gb_type}" + (f" ({f.gb_id})" if f.gb_id else "")
        fp = hashlib.sha256(f"{f.rule}\0{f.root}\0{f.path}\0{(f.chain or [''])[-1]}\0{f.function}".encode()).hexdigest()
        res = {
            "ruleId": f.rule,
            "level": LEVEL.get(f.severity, "warning"),
            "message": {"text": text},
            "locations": [{"physicalLocation": _phys(f.path, f.line, f.column, f.end_line)}],
            "codeFlows": [{"message": {"text": f"{f.root} -> {f.chain[-1] if f.chain else ''}"},
                           "threadFlows": [{"locations": tfl}]}],
            "partialFingerprints": {"compilelintFinding/v1": fp[:32]},
            "properties": {"root": f.root, "chain": list(f.chain), "hint": f.hint, "gb_type": f.gb_type,
                           "gb_id": f.gb_id, "link": link},
        }
        if related:
            res["relatedLocations"] = related
        if f.rule in index:
            res["ruleIndex"] = index[f.rule]
        results.append(res)
    cwd = Path(os.getcwd()).as_uri() + "/"
    run = {
        "tool": {"driver": {"name": "compilelint", "version": __version__, "semanticVersion": __version__,
                            "rules": [rule_descriptor(r) for r in rules]}},
        "originalUriBaseIds": {"%SRCROOT%": {"uri": cwd}},
        "results": results,
        "columnKind": "unicodeCodePoints",
        "invocations": [{"executionSuccessful": True,
                         "toolExecutionNotifications": [
                             {"level": "warning", "message": {"text": f"{p.path}: {p.message}"},
                              "locations": [{"physicalLocation": {"artifactLocation": _artifact(p.path)}}]}
                             for p in result.problems]}],
        "properties": {"summary": result.summary(), "suppressed": len(list(suppressed))},
    }
    doc = {"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}
    return json.dumps(doc, indent=2)
