import torch

from .global_config import global_config


def check_logits_finite(logits: torch.Tensor) -> None:
    if not global_config.enable_nan_detection:
        return
    assert torch.isfinite(logits).all(), "Detected NaN/Inf in logits before sampling"


def check_probs_normalized(probs: torch.Tensor, atol: float = 1e-3) -> None:
    if not global_config.enable_nan_detection:
        return
    total = probs.sum(dim=-1)
    assert torch.allclose(total, torch.ones_like(total), atol=atol), "probs do not sum to 1"
