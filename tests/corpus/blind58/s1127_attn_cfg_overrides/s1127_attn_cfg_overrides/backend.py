from __future__ import annotations

import torch

from .config import AttnKernelConfig, LayerSpec
from .metadata import AttentionOutput, ForwardMetadata


def ref_attention(q, k, v, positions, *, block_size, softmax_scale, logit_cap, causal, sliding_window):
    scores = torch.einsum("qhd,khd->hqk", q, k) * softmax_scale
    if logit_cap > 0:
        scores = logit_cap * torch.tanh(scores / logit_cap)
    dist = positions[:, None] - positions[None, :]
    mask = torch.ones_like(dist, dtype=torch.bool)
    if causal:
        mask = mask & (dist >= 0)
    if sliding_window > 0:
        mask = mask & (dist < sliding_window)
    scores = scores.masked_fill(~mask, float("-inf"))
    lse = torch.logsumexp(scores, dim=-1)
    out = torch.einsum("hqk,khd->qhd", torch.exp(scores - lse[..., None]), v)
    return out, lse


class TorchNativeAttnBackend:
    def __init__(self, config: AttnKernelConfig):
        self.config = config

    def forward(self, q, k, v, meta: ForwardMetadata, spec: LayerSpec) -> AttentionOutput:
        cfg = self.config.with_overrides(
            softmax_scale=self.config.softmax_scale or spec.scaling(),
            sliding_window=meta.window_left,
        )
        out, lse = ref_attention(q, k, v, meta.positions, **cfg.kernel_kwargs())
        result = AttentionOutput(out=out, lse=lse)
        if cfg.cache_key()[2] > 0:
            result = result._replace(lse=None)
        return result._replace(out=result.out.to(q.dtype))
