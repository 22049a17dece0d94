"""Small resampling helpers (linear interpolation, good enough for VAD/KWS)."""
import math
import warnings

import torch
import torch.nn.functional as F

_SUPPORTED = (8000, 16000, 22050, 24000, 44100, 48000)


def check_rate(sr: int) -> None:
    if sr not in _SUPPORTED:
        raise ValueError(f"unsupported sample rate {sr}")


def target_length(n: int, src_sr: int, dst_sr: int) -> int:
    return int(math.ceil(n * dst_sr / src_sr))


def linear_resample(wav: torch.Tensor, src_sr: int, dst_sr: int) -> torch.Tensor:
    check_rate(src_sr)
    check_rate(dst_sr)
    if src_sr == dst_sr:
        return wav
    if dst_sr > src_sr:
        warnings.warn(
            f"upsampling {src_sr} -> {dst_sr} Hz; accuracy will be limited",
            RuntimeWarning,
        )
    n_out = target_length(wav.shape[-1], src_sr, dst_sr)
    return F.interpolate(wav.unsqueeze(1), size=n_out, mode="linear", align_corners=False).squeeze(1)
