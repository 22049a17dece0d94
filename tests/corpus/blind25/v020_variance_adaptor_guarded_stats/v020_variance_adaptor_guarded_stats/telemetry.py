"""Prosody telemetry used to spot out-of-range pitch on the serving fleet."""
import os
import time
import warnings
from collections import deque

import torch

DEBUG_PROSODY = os.environ.get("V020_DEBUG_PROSODY", "0") == "1"


class ProsodyMonitor:
    def __init__(self, window: int = 256, pitch_range=(-4.0, 4.0)):
        self.pitch_means = deque(maxlen=window)
        self.pitch_range = pitch_range
        self.last_update = 0.0

    def observe(self, pitch: torch.Tensor, energy: torch.Tensor):
        if torch.compiler.is_compiling():
            return
        mean = float(pitch.detach().mean())
        self.pitch_means.append(mean)
        self.last_update = time.monotonic()
        lo, hi = self.pitch_range
        if not lo <= mean <= hi:
            warnings.warn(f"pitch mean {mean:.2f} outside [{lo}, {hi}]")
        if energy.detach().min().item() < 0:
            warnings.warn("negative predicted energy")


def check_alignment(frames: torch.Tensor, mel_len: int):
    """Expensive consistency check, only enabled in debug deployments."""
    if not DEBUG_PROSODY:
        return
    totals = frames.sum(dim=-1).tolist()
    for b, t in enumerate(totals):
        if t != mel_len:
            raise RuntimeError(f"utterance {b}: durations sum to {t}, expected {mel_len}")


MONITOR = ProsodyMonitor()
