from typing import Callable, Dict, Type

import torch

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


class ActScaler:
    def __init__(self, fp8_max: float = FP8_MAX, eps: float = 1e-10):
        self.fp8_max = fp8_max
        self.eps = eps

    def compute_scale(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def quantize(self, x: torch.Tensor):
        scale = self.compute_scale(x)
        return (x / scale).clamp(-self.fp8_max, self.fp8_max).to(FP8), scale


_SCALERS: Dict[str, Type[ActScaler]] = {}


def register_scaler(name: str) -> Callable[[Type[ActScaler]], Type[ActScaler]]:
    def deco(cls: Type[ActScaler]) -> Type[ActScaler]:
        _SCALERS[name] = cls
        return cls

    return deco


@register_scaler("per_tensor")
class DynamicPerTensorScaler(ActScaler):
    def compute_scale(self, x):
        return (x.abs().amax() / self.fp8_max).clamp(min=self.eps).reshape(1)


@register_scaler("per_token")
class DynamicPerTokenScaler(ActScaler):
    def compute_scale(self, x):
        return (x.abs().amax(dim=-1, keepdim=True) / self.fp8_max).clamp(min=self.eps)


@register_scaler("per_token_group")
class DynamicPerTokenGroupScaler(ActScaler):
    group_size = 4

    def compute_scale(self, x):
        g = x.reshape(*x.shape[:-1], -1, self.group_size)
        s = (g.abs().amax(dim=-1, keepdim=True) / self.fp8_max).clamp(min=self.eps)
        return s.expand_as(g).reshape(x.shape)


def get_scaler(name: str, **kwargs) -> ActScaler:
    return _SCALERS[name](**kwargs)
