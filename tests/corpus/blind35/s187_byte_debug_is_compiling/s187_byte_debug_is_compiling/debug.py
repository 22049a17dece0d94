"""Debug helpers: render byte-fallback tokens as text when running eagerly."""
import logging
import sys

import torch

logger = logging.getLogger(__name__)
BYTE_BASE = 3


def render_tokens(token_ids: torch.Tensor) -> str:
    raw = bytearray()
    for tok in token_ids.tolist():
        if BYTE_BASE <= tok < BYTE_BASE + 256:
            raw.append(tok - BYTE_BASE)
    return raw.decode("utf-8", errors="replace")


def trace_step(token_ids: torch.Tensor, step_no: int) -> None:
    # tolist/logging would break the graph; the compiled step skips this.
    if torch.compiler.is_compiling():
        return
    text = render_tokens(token_ids)
    logger.debug("step %d -> %r", step_no, text)
    sys.stderr.write(f"[decode {step_no}] {text!r}\n")
