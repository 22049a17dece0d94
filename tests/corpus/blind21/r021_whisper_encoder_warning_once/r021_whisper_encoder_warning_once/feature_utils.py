import torch
import torch.nn.functional as F

from .logging_utils import get_logger, warning_once

logger = get_logger(__name__)


def pad_or_trim_features(input_features: torch.Tensor, expected: int, pad_value: float = 0.0) -> torch.Tensor:
    """Bring the time axis of log-mel features to ``expected`` frames."""
    frames = input_features.shape[-1]
    if frames == expected:
        return input_features
    if frames > expected:
        warning_once(logger, f"Input features have {frames} frames, trimming to {expected}.")
        return input_features[..., :expected]
    warning_once(
        logger,
        f"Input features have {frames} frames but the encoder expects {expected}; padding with {pad_value}.",
    )
    return F.pad(input_features, (0, expected - frames), value=pad_value)
