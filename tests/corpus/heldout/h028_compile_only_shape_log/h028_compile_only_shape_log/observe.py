import logging

import torch

logger = logging.getLogger("heldout.compile_observer")


def note_traced_shape(tag: str, t: torch.Tensor) -> None:
    """Record the shapes the compiler specialises on (eager calls are not interesting)."""
    if torch.compiler.is_compiling():
        logger.info("compile-time specialisation %s: %s", tag, tuple(t.shape))
