from __future__ import annotations

import json

from compilelint import gb


def render(result) -> str:
    findings = []
    for f in result.findings:
        d = f.to_json()
        d["link"] = gb.doc_url(f.gb_id)
        findings.append(d)
    out = {
        "findings": findings,
        "summary": result.summary(),
        "roots": [{"root": r.fq, "kind": r.kind, "path": r.path, "line": r.line} for r in result.roots],
        "errors": [p.to_json() for p in result.problems],
    }
    return json.dumps(out, indent=2)
