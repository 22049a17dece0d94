from typing import Dict, Type

import torch

from .base import ActivationQuantizer, QuantArgs


class PerTensorInt8Quantizer(ActivationQuantizer):
    def _reduce_dims(self, x):
        return None


class PerTokenInt8Quantizer(ActivationQuantizer):
    def _reduce_dims(self, x):
        return (x.dim() - 1,)


_STRATEGIES: Dict[str, Type[ActivationQuantizer]] = {
    "tensor": PerTensorInt8Quantizer,
    "token": PerTokenInt8Quantizer,
}


def make_act_quantizer(args: QuantArgs) -> ActivationQuantizer:
    return _STRATEGIES[args.strategy](args)


def int8_scaled_mm(a_q: torch.Tensor, b_q: torch.Tensor, a_scale: torch.Tensor, b_scale: torch.Tensor,
                   out_dtype: torch.dtype) -> torch.Tensor:
    acc = torch.matmul(a_q.to(torch.int32), b_q.to(torch.int32).t())
    return (acc.to(torch.float32) * a_scale * b_scale.t()).to(out_dtype)
