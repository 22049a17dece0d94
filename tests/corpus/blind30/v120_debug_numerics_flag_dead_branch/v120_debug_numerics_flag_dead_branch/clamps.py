import torch

from . import config


def _hard(x: torch.Tensor, limit: float) -> torch.Tensor:
    return x.clamp(-limit, limit)


def _tanh(x: torch.Tensor, limit: float) -> torch.Tensor:
    return limit * torch.tanh(x / limit)


_CLAMPS = {"hard": _hard, "tanh": _tanh}


def residual_clamp(x: torch.Tensor) -> torch.Tensor:
    fn = _CLAMPS[config.CLAMP_POLICY]
    out = fn(x, config.RESIDUAL_CLAMP)
    if config.DEBUG_NUMERICS:
        clipped = (x.abs() > config.RESIDUAL_CLAMP).sum().item()
        print(f"[numerics] residual_clamp clipped {clipped} values, max={x.abs().max().item():.3g}")
        if clipped:
            import pdb

            pdb.set_trace()
    return out
