"""Loudness normalisation applied before the feature extractor."""
import math

import torch

TARGET_DBFS = -20.0
MAX_GAIN_DB = 30.0


def rms_dbfs(wave: torch.Tensor, eps: float = 1e-8) -> torch.Tensor:
    rms = wave.pow(2).mean(dim=-1).clamp_min(eps).sqrt()
    return 20.0 * torch.log10(rms)


def _db_to_linear(db: float) -> float:
    return math.pow(10.0, db / 20.0)


class LoudnessNormalizer:
    def __init__(self, target_dbfs: float = TARGET_DBFS, max_gain_db: float = MAX_GAIN_DB):
        self.target = target_dbfs
        self.max_gain = max_gain_db

    def gains(self, wave: torch.Tensor) -> torch.Tensor:
        levels = rms_dbfs(wave).tolist()
        out = []
        for level in levels:
            gain_db = min(self.target - level, self.max_gain)
            out.append(_db_to_linear(gain_db))
        return torch.tensor(out, dtype=wave.dtype, device=wave.device)

    def __call__(self, wave: torch.Tensor) -> torch.Tensor:
        return wave * self.gains(wave).unsqueeze(-1)
