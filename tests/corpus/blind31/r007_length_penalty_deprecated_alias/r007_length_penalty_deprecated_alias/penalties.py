import torch

from .config import PenaltyConfig

_PENALTIES = {}


def register(name):
    def deco(fn):
        _PENALTIES[name] = fn
        return fn

    return deco


@register("linear")
def linear_penalty(lengths: torch.Tensor, cfg: PenaltyConfig) -> torch.Tensor:
    return cfg.effective_alpha() * (lengths - cfg.target_len).clamp_min(0.0) / cfg.target_len


@register("log")
def log_penalty(lengths: torch.Tensor, cfg: PenaltyConfig) -> torch.Tensor:
    ratio = lengths.clamp_min(1.0) / cfg.target_len
    return cfg.effective_alpha() * torch.log(ratio).clamp_min(0.0)


def get_penalty(name: str):
    return _PENALTIES[name]
