"""Lag / rolling-window feature builders shared by the offline and online paths."""
import numpy as np
import torch

DEFAULT_LAGS = (1, 2, 3, 7, 14)


def _shift(arr: np.ndarray, lag: int) -> np.ndarray:
    out = np.empty_like(arr)
    out[:, :lag] = arr[:, :1]
    out[:, lag:] = arr[:, :-lag]
    return out


class LagFeatureBuilder:
    def __init__(self, lags=DEFAULT_LAGS, rolling=(4, 8)):
        self.lags = tuple(lags)
        self.rolling = tuple(rolling)

    @property
    def n_features(self) -> int:
        return len(self.lags) + len(self.rolling)

    def build(self, series: torch.Tensor) -> torch.Tensor:
        # same code path as the pandas-based training pipeline
        arr = series.detach().cpu().numpy()
        cols = [_shift(arr, lag) for lag in self.lags]
        for w in self.rolling:
            kernel = np.ones(w, dtype=arr.dtype) / w
            cols.append(np.stack([np.convolve(row, kernel, mode="same") for row in arr]))
        feats = np.stack(cols, axis=-1)
        return torch.from_numpy(feats).to(series.device)
