"""The dynamic side: run dynamo on a target and report every graph break in scan's vocabulary.

``resolve`` turns TARGET and FACTORY into a call, ``run`` runs dynamo's passes (``run_trace``),
``attribute`` maps each break to user code and a rule, ``compare`` sets dynamo's breaks against the
static scan's findings; ``results`` holds what they report. torch is imported lazily: the static
scanner never imports it.
"""
from compilelint.trace.attribute import display_path, import_root
from compilelint.trace.compare import Comparison, compare, package_dir, run_static
from compilelint.trace.resolve import Resolved, resolve
from compilelint.trace.results import (DEFAULT_INPUTS_DESC, INSTALL_HINT, Break, FrameRef, TorchMissing,
                                       TraceResult, TraceUsageError, import_torch, torch_available)
from compilelint.trace.run import run_trace

__all__ = ["run_trace", "resolve", "Resolved", "compare", "Comparison", "package_dir", "run_static", "Break",
           "FrameRef", "TraceResult", "TraceUsageError", "TorchMissing", "INSTALL_HINT", "DEFAULT_INPUTS_DESC",
           "import_torch", "torch_available", "display_path", "import_root"]
