"""Static vs dynamic: the scan's findings on the traced package compared with dynamo's breaks
(``compare``), and the scan run for ``trace --scan`` (``run_static``)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from compilelint.trace.attribute import _real
from compilelint.trace.results import TraceResult


@dataclass
class Comparison:
    confirmed: list[tuple[Any, Any]]  # (break, finding)
    missed: list[Any]  # breaks static did not predict
    unobserved: list[Any]  # findings dynamo did not report
    caveat: str = ""

    def to_json(self) -> dict[str, Any]:
        def bj(b):
            return b.to_json() if hasattr(b, "to_json") else b
        return {"confirmed": [{"break": bj(b), "finding": bj(f)} for b, f in self.confirmed],
                "missed_by_static": [bj(b) for b in self.missed],
                "predicted_not_observed": [bj(f) for f in self.unobserved],
                "caveat": self.caveat}


def _get(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def _path_keys(path: Optional[str], bases: Sequence[str]) -> list[str]:
    if not path:
        return []
    keys = []
    if os.path.isabs(path):
        keys.append(_real(path))
    else:
        for base in bases:
            cand = os.path.join(base, path)
            if os.path.exists(cand):
                keys.append(_real(cand))
    return keys


def _same_file(a: Optional[str], a_abs: Optional[str], b: Optional[str], bases: Sequence[str]) -> bool:
    if not a or not b:
        return False
    ka = set(_path_keys(a_abs or a, bases)) | set(_path_keys(a, bases))
    kb = set(_path_keys(b, bases))
    if ka & kb:
        return True
    # fall back to suffix comparison on path components
    pa = [p for p in a.replace("\\", "/").split("/") if p not in ("", ".")]
    pb = [p for p in b.replace("\\", "/").split("/") if p not in ("", ".")]
    n = min(len(pa), len(pb))
    return n > 0 and pa[-n:] == pb[-n:]


def compare(breaks: Sequence[Any], findings: Sequence[Any], bases: Sequence[str] = ()) -> Comparison:
    """Match dynamo breaks with static Findings by file and line (a Finding's line range counts).

    Pure: works on Break/Finding objects or their JSON dicts. ``bases`` are directories against
    which relative paths are resolved (cwd, the scan root); unresolvable paths are compared by
    trailing path components.
    """
    bases = list(bases) or [os.getcwd()]
    confirmed: list[tuple[Any, Any]] = []
    used: set[int] = set()
    missed: list[Any] = []
    for b in breaks:
        bpath, babs, bline = _get(b, "path"), _get(b, "abspath"), _get(b, "line")
        hits = []
        for i, f in enumerate(findings):
            fline, fend = _get(f, "line"), _get(f, "end_line") or _get(f, "line")
            if bline is None or fline is None or not (fline <= bline <= max(fline, fend)):
                continue
            if _same_file(bpath, babs, _get(f, "path"), bases):
                hits.append(i)
        if not hits:
            missed.append(b)
        else:
            # one pair per break; other findings at that site (other roots) are confirmed too
            confirmed.append((b, findings[hits[0]]))
            used.update(hits)
    unobserved = [f for i, f in enumerate(findings) if i not in used]
    return Comparison(confirmed, missed, unobserved)


def package_dir(module_file: Optional[str]) -> Optional[str]:
    """The top-level package directory holding a module file (or the file itself)."""
    if not module_file:
        return None
    d = os.path.dirname(_real(module_file))
    if not os.path.exists(os.path.join(d, "__init__.py")):
        return _real(module_file)
    while os.path.exists(os.path.join(os.path.dirname(d), "__init__.py")):
        d = os.path.dirname(d)
    return d


def run_static(result: TraceResult) -> tuple[Optional[list], Optional[str]]:
    """(findings, None) from ``compilelint.scan`` on the target's source package with the traced
    function as the only root, or (None, why not). Never raises."""
    try:
        from compilelint.scan import scan  # type: ignore
    except Exception as exc:  # noqa: BLE001 - the scanner is optional here
        return None, f"static scanner unavailable ({type(exc).__name__}: {exc})"
    pkg = package_dir(result.module_file)
    if pkg is None:
        return None, "cannot locate the target's source package"
    if not result.root_spec:
        return None, f"cannot name {result.traced} as a static root"
    search = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and os.path.isdir(p)]
    attempts = [
        dict(roots=[result.root_spec], roots_mode="compiled", search_path=search or None),
        dict(roots=[result.root_spec]),
    ]
    out, last = None, None
    for kw in attempts:
        try:
            out = scan([pkg], **kw)
            break
        except TypeError as exc:
            last = exc
        except Exception as exc:  # noqa: BLE001
            return None, f"static scan failed ({type(exc).__name__}: {exc})"
    if out is None:
        return None, f"static scanner API mismatch ({last})"
    findings = list(getattr(out, "findings", out) or [])
    declared = {getattr(r, "fq", None) for r in getattr(out, "roots", []) or []
                if getattr(r, "kind", None) == "declared"}
    declared.discard(None)
    if declared:
        findings = [f for f in findings if _get(f, "root") in declared]
    return findings, None
