"""MXFP4 (OCP microscaling, E2M1 values + E8M0 scale per 32 elements) weight-only quantization."""
import logging

import torch

from .layers import FusedMoE, LinearBase

logger = logging.getLogger(__name__)

MXFP4_BLOCK = 32
_E2M1 = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]


def _random_mxfp4_weight(n: int, k: int):
    codes = torch.randint(0, 16, (n, k), dtype=torch.uint8)
    packed = codes[:, 0::2] | (codes[:, 1::2] << 4)
    scales = torch.randint(119, 123, (n, k // MXFP4_BLOCK), dtype=torch.uint8)  # E8M0 biased exponents
    return packed, scales


def dequant_mxfp4(packed: torch.Tensor, scales: torch.Tensor, lut: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    codes = torch.stack([packed & 0xF, packed >> 4], dim=-1).flatten(-2)
    vals = lut[codes.long()]
    n, k = vals.shape
    s = torch.exp2(scales.to(torch.float32) - 127.0)
    return (vals.view(n, k // MXFP4_BLOCK, MXFP4_BLOCK) * s.unsqueeze(-1)).view(n, k).to(dtype)


class Mxfp4LinearMethod:
    def create_weights(self, layer: LinearBase) -> None:
        packed, scales = _random_mxfp4_weight(layer.out_features, layer.in_features)
        layer.register_buffer("weight_packed", packed)
        layer.register_buffer("weight_scale", scales)
        layer.register_buffer("e2m1_lut", torch.tensor(_E2M1))

    def process_weights_after_loading(self, layer: LinearBase) -> None:
        max_exp = int(layer.weight_scale.max().item()) - 127
        if max_exp > 8:
            logger.warning("%s: unusually large MXFP4 scale 2^%d", layer.prefix, max_exp)

    def apply(self, layer: LinearBase, x: torch.Tensor) -> torch.Tensor:
        w = dequant_mxfp4(layer.weight_packed, layer.weight_scale, layer.e2m1_lut, x.dtype)
        return x @ w.t()


class Mxfp4MoEMethod:
    def create_weights(self, layer: FusedMoE) -> None:
        ws = [_random_mxfp4_weight(layer.out_features, layer.in_features) for _ in range(layer.num_experts)]
        layer.register_buffer("w13_packed", torch.stack([p for p, _ in ws]))
        layer.register_buffer("w13_scale", torch.stack([s for _, s in ws]))
        layer.register_buffer("e2m1_lut", torch.tensor(_E2M1))

    def process_weights_after_loading(self, layer: FusedMoE) -> None:
        logger.info("%s: %d MXFP4 experts", layer.prefix, layer.num_experts)

    def apply(self, layer: FusedMoE, x: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        topk_w, topk_ids = torch.topk(router_logits.softmax(-1), layer.top_k, dim=-1)
        counts = torch.bincount(topk_ids.flatten(), minlength=layer.num_experts).tolist()
        out = torch.zeros(x.shape[0], layer.out_features, dtype=x.dtype)
        for e, n in enumerate(counts):
            if n == 0:
                continue
            tok, slot = (topk_ids == e).nonzero(as_tuple=True)
            w = dequant_mxfp4(layer.w13_packed[e], layer.w13_scale[e], layer.e2m1_lut, x.dtype)
            out.index_add_(0, tok, (x[tok] @ w.t()) * topk_w[tok, slot, None])
        return out


class Mxfp4Config:
    def get_name(self) -> str:
        return "mxfp4"

    def get_quant_method(self, layer, prefix: str):
        if isinstance(layer, LinearBase):
            return Mxfp4LinearMethod()
        if isinstance(layer, FusedMoE):
            return Mxfp4MoEMethod()
        raise TypeError(f"unsupported layer {type(layer).__name__} at {prefix}")
