"""The static scan: roots -> reachability (respecting dynamo's boundaries) -> rule findings.

``roots`` finds the compiled roots and their flags, ``reach`` walks the call graph from them and
emits findings, ``pipeline`` runs the stages over a target set and caches the whole result.
"""
from compilelint.scan.pipeline import ScanResult, Scanner, scan
from compilelint.scan.roots import DEFAULT_REGISTRARS, DEFAULT_WRAPPERS, Root, RootError
from compilelint.targets import TargetError

__all__ = ["scan", "Scanner", "ScanResult", "Root", "TargetError", "RootError", "DEFAULT_WRAPPERS",
           "DEFAULT_REGISTRARS"]
