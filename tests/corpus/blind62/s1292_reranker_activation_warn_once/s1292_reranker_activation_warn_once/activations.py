from typing import Callable, Dict, Type

import torch
import torch.nn as nn

from .logging_utils import warning_once


class PoolerActivation(nn.Module):
    @staticmethod
    def wraps(module: nn.Module) -> "PoolerActivation":
        if isinstance(module, nn.Identity):
            return PoolerIdentity()
        if isinstance(module, (nn.Sigmoid, nn.Softmax)):
            return PoolerClassify()
        return LambdaPoolerActivation(module)

    def forward_chunk(self, pooled_data: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, pooled_data: torch.Tensor) -> torch.Tensor:
        return self.forward_chunk(pooled_data)


class PoolerIdentity(PoolerActivation):
    def forward_chunk(self, pooled_data):
        return pooled_data


class PoolerClassify(PoolerActivation):
    def forward_chunk(self, pooled_data):
        num_labels = pooled_data.shape[-1]
        if num_labels < 2:
            return torch.sigmoid(pooled_data.float()).to(pooled_data.dtype)
        return torch.softmax(pooled_data.float(), dim=-1).to(pooled_data.dtype)


class PoolerScore(PoolerClassify):
    def forward_chunk(self, pooled_data):
        if pooled_data.shape[-1] != 1:
            warning_once(
                "Cross-encoder head returned %d labels; using the first logit as the "
                "relevance score." % pooled_data.shape[-1]
            )
            pooled_data = pooled_data[..., :1]
        return super().forward_chunk(pooled_data)


class LambdaPoolerActivation(PoolerActivation):
    def __init__(self, fn: Callable[[torch.Tensor], torch.Tensor]):
        super().__init__()
        self.fn = fn

    def forward_chunk(self, pooled_data):
        return self.fn(pooled_data)


ACTIVATION_REGISTRY: Dict[str, Type[PoolerActivation]] = {
    "identity": PoolerIdentity,
    "classify": PoolerClassify,
    "score": PoolerScore,
}


def resolve_activation(task: str) -> PoolerActivation:
    try:
        return ACTIVATION_REGISTRY[task]()
    except KeyError:
        raise ValueError(f"Unknown pooling task {task!r}") from None
