"""Activation plugins: built-ins plus anything published via entry points."""
import importlib.metadata
import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

_ACTS = {"silu": F.silu, "gelu_tanh": lambda x: F.gelu(x, approximate="tanh")}
_SCANNED = False


def _scan_entry_points() -> None:
    global _SCANNED
    for ep in importlib.metadata.entry_points(group="corpus_z030.activations"):
        _ACTS.setdefault(ep.name, ep.load())
        logger.info("loaded activation plugin %s", ep.name)
    _SCANNED = True


def get_activation(name: str):
    # Plugin discovery is eager-only: under torch.compile the built-ins
    # (and whatever was found by an earlier eager call) are used as they are.
    if not _SCANNED and not torch.compiler.is_compiling():
        _scan_entry_points()
    return _ACTS[name]
