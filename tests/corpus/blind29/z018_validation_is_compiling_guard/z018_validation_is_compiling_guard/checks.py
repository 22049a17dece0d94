"""Eager-only sanity checks; skipped while dynamo traces the encoder."""
import logging

import torch

logger = logging.getLogger(__name__)


def _eager_checks(frames: torch.Tensor, max_value: float) -> None:
    peak = frames.abs().max().item()
    if peak > max_value:
        logger.warning("frames exceed expected range (peak=%.3f); did you forget to rescale?", peak)
    if not torch.isfinite(frames).all():
        raise ValueError("non-finite values in video frames")


def validate_frames(frames: torch.Tensor, max_value: float = 1.0) -> torch.Tensor:
    if frames.dim() != 5:
        raise ValueError(f"expected (B, T, C, H, W), got shape {tuple(frames.shape)}")
    if not torch.compiler.is_compiling():
        _eager_checks(frames, max_value)
    return frames
