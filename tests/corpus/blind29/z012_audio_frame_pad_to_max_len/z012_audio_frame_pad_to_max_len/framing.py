"""Framing utilities for the speech encoder front end."""
import math

import torch
import torch.nn.functional as F


def num_frames(num_samples: int, frame_len: int, hop: int) -> int:
    return 1 + max(0, math.ceil((num_samples - frame_len) / hop))


def trim_to_longest(wave: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    # avoid wasting compute on batch-wide padding: cut to the longest utterance
    longest = int(lengths.max())
    return wave[:, :longest]


def frame_signal(wave: torch.Tensor, frame_len: int, hop: int) -> torch.Tensor:
    n = wave.shape[-1]
    frames = num_frames(n, frame_len, hop)
    total = (frames - 1) * hop + frame_len
    if total > n:
        wave = F.pad(wave, (0, total - n))
    return wave.unfold(-1, frame_len, hop)


def frame_mask(lengths: torch.Tensor, frames: int, hop: int) -> torch.Tensor:
    starts = torch.arange(frames, device=lengths.device) * hop
    return starts.unsqueeze(0) < lengths.unsqueeze(1)
