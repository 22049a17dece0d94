from __future__ import annotations

import json

from compilelint import gb


def render(result) -> str:
    return dump(document(result))


def dump(doc: dict) -> str:
    # large reports (whole engines in forwards mode) are written compactly: indenting triples the size
    return json.dumps(doc, indent=2 if len(doc.get("findings", ())) <= 2000 else None)


def document(result) -> dict:
    findings = []
    for f in result.findings:
        d = f.to_json()
        d["link"] = gb.doc_url(f.gb_id)
        findings.append(d)
    out = {
        "findings": findings,
        "summary": result.summary(),
        "roots": [{"root": r.fq, "kind": r.kind, "path": r.path, "line": r.line, "fullgraph": r.fullgraph}
                  for r in result.roots],
        "errors": [_clean(p.to_json()) for p in result.problems],
        "profile": result.profile.to_json(),
    }
    return out


def _clean(d: dict) -> dict:
    """Strings safe for strict UTF-8 JSON readers: undecodable bytes in paths as \\xNN text."""
    return {k: v.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace") if isinstance(v, str) else v
            for k, v in d.items()}
