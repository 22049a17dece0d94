from dataclasses import dataclass

import torch

from .overflow import get_overflow_policy

INT8_MAX = 127.0


@dataclass(frozen=True)
class KVCacheQuantConfig:
    kv_cache_dtype: str = "int8"
    overflow_policy: str = "saturate"
    group_size: int = 4


class Int8KVQuantizer:
    def __init__(self, config: KVCacheQuantConfig):
        self.config = config
        self.policy = get_overflow_policy(config.overflow_policy)

    def quantize(self, x: torch.Tensor):
        g = self.config.group_size
        grouped = x.reshape(*x.shape[:-1], x.shape[-1] // g, g)
        scale = grouped.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / INT8_MAX
        q = self.policy.apply((grouped / scale).round(), INT8_MAX)
        return q.to(torch.int8).reshape(x.shape), scale.squeeze(-1)

    def dequantize(self, q: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        g = self.config.group_size
        grouped = q.reshape(*q.shape[:-1], q.shape[-1] // g, g).float()
        return (grouped * scale.unsqueeze(-1)).reshape(q.shape)


_kv_quantizer = Int8KVQuantizer(KVCacheQuantConfig())


def store_kv(k: torch.Tensor, v: torch.Tensor):
    k_q, k_scale = _kv_quantizer.quantize(k)
    v_q, v_scale = _kv_quantizer.quantize(v)
    return k_q, k_scale, v_q, v_scale


def roundtrip_error(k: torch.Tensor, v: torch.Tensor):
    k_q, k_scale, v_q, v_scale = store_kv(k, v)
    k_err = (_kv_quantizer.dequantize(k_q, k_scale) - k).abs().amax()
    v_err = (_kv_quantizer.dequantize(v_q, v_scale) - v).abs().amax()
    return k_q, v_q, torch.maximum(k_err, v_err)


quantize_and_check = torch.compile(roundtrip_error, fullgraph=True)
