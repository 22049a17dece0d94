"""Feature-length bookkeeping shared by the audio processor and the encoder."""
import torch

from .audio_config import AudioEncoderConfig, AudioLengthError


def output_lengths(feature_lens: torch.Tensor, cfg: AudioEncoderConfig) -> torch.Tensor:
    """Number of audio tokens each clip produces after the strided conv."""
    return (feature_lens - 1) // cfg.downsample + 1


def check_feature_lengths(feature_lens: torch.Tensor, cfg: AudioEncoderConfig) -> int:
    """Validate per-request lengths; returns the longest clip in frames."""
    longest = int(feature_lens.max())
    if longest > 2 * cfg.max_source_positions:
        raise AudioLengthError(
            f"audio clip of {longest} frames exceeds the encoder window"
        )
    return longest


def padding_mask(out_lens: torch.Tensor, max_len: int) -> torch.Tensor:
    steps = torch.arange(max_len, device=out_lens.device)
    return steps.unsqueeze(0) < out_lens.unsqueeze(1)
