import logging
import os

import torch

logger = logging.getLogger(__name__)

_STRICT = os.environ.get("VLLM_STRICT_CHECKS", "1") == "1"


def _describe(t: torch.Tensor) -> str:
    t = t.detach().float()
    return (
        f"shape={tuple(t.shape)} min={t.min().item():.4g} max={t.max().item():.4g} "
        f"nan={int(torch.isnan(t).sum())} inf={int(torch.isinf(t).sum())}"
    )


def assert_tensor_sane(name: str, t: torch.Tensor, max_abs: float = 1e4) -> None:
    """Eager-mode sanity check for intermediate tensors.

    Inside a compiled region the check is skipped: it would force host syncs.
    """
    if torch.compiler.is_compiling():
        return
    if not _STRICT:
        return
    bad = ~torch.isfinite(t)
    if bad.any() or t.abs().max().item() > max_abs:
        logger.error("tensor %s failed sanity check: %s", name, _describe(t))
        raise AssertionError(f"{name} is not sane")
