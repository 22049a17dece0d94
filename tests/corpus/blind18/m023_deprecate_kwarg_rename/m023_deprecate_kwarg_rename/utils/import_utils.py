import os

import torch

_TRACE_ENV = os.environ.get("TINY_TRANSFORMERS_TRACING", "0") == "1"


def is_tracing() -> bool:
    """True while the model is being captured into a graph (scripting / tracing export paths)."""
    return _TRACE_ENV or torch.jit.is_scripting() or torch.jit.is_tracing()
