"""LLM.int8()-style outlier decomposition helpers."""
import torch


class OutlierConfig:
    def __init__(self, threshold: float = 6.0, qmax: int = 127):
        self.threshold = threshold
        self.qmax = qmax


def rowwise_absmax_quant(x: torch.Tensor, qmax: int):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / qmax
    return torch.round(x / scale).to(torch.int8), scale


def find_outlier_columns(x: torch.Tensor, cfg: OutlierConfig) -> torch.Tensor:
    col_amax = x.abs().amax(dim=0)
    return torch.nonzero(col_amax > cfg.threshold).squeeze(-1)


def split_outliers(x: torch.Tensor, cfg: OutlierConfig):
    idx = find_outlier_columns(x, cfg)
    regular = x.clone()
    regular[:, idx] = 0
    return regular, idx
