from __future__ import annotations

import logging

import torch

from .forward_batch import ForwardBatch

logger = logging.getLogger(__name__)


class TorchNativeAttnBackend:
    def __init__(self, req_to_token: torch.Tensor, num_heads: int, head_dim: int):
        self.req_to_token = req_to_token
        self.num_heads = num_heads
        self.head_dim = head_dim

    def init_forward_metadata(self, fb: ForwardBatch) -> None:
        max_len = self.req_to_token.shape[1]
        arange = torch.arange(max_len, device=fb.seq_lens.device)
        mask = arange[None, :] < fb.seq_lens[:, None]
        kv_indices = self.req_to_token[fb.req_pool_indices]
        logger.debug("init decode metadata: bs=%d mode=%s", fb.batch_size, fb.forward_mode.name)
        fb.attn_metadata.update(mask=mask, kv_indices=kv_indices)

    def forward_decode(self, q, k_cache, v_cache, fb: ForwardBatch) -> torch.Tensor:
        md = fb.attn_metadata
        k = k_cache[md["kv_indices"]]  # [bs, L, H, D]
        v = v_cache[md["kv_indices"]]
        scores = torch.einsum("bhd,blhd->bhl", q, k) / self.head_dim**0.5
        scores = scores.masked_fill(~md["mask"][:, None, :], float("-inf"))
        return torch.einsum("bhl,blhd->bhd", scores.softmax(-1), v)
