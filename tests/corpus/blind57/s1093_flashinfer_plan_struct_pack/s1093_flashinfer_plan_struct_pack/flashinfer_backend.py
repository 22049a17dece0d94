import struct

import torch

from .base_attn_backend import AttentionBackend, AttentionMetadata

# batch, num_qo_heads, num_kv_heads, head_dim, sm_scale, pos_encoding_mode
_PLAN_INFO = struct.Struct("<iiiifi")
POS_ENCODING_NONE = 0


class FlashInferDecodeBackend(AttentionBackend):
    def __init__(self, num_qo_heads: int, num_kv_heads: int, head_dim: int):
        super().__init__(num_qo_heads, num_kv_heads, head_dim)
        self.plan_info = b""
        self.group_size = num_qo_heads // num_kv_heads

    def _pack_plan_info(self, metadata: AttentionMetadata) -> bytes:
        return _PLAN_INFO.pack(
            metadata.batch_size,
            metadata.num_qo_heads,
            metadata.num_kv_heads,
            metadata.head_dim,
            metadata.sm_scale,
            POS_ENCODING_NONE,
        )

    def init_forward_metadata(self, metadata: AttentionMetadata) -> None:
        info = self._pack_plan_info(metadata)
        if info != self.plan_info:
            self.plan_info = info

    def forward_decode(self, q, k, v, metadata: AttentionMetadata) -> torch.Tensor:
        # q: [bs, qo_heads, d]; k/v: [bs, kv_len, kv_heads, d]
        k = k.repeat_interleave(self.group_size, dim=2)
        v = v.repeat_interleave(self.group_size, dim=2)
        scores = torch.einsum("bhd,bshd->bhs", q, k) * metadata.sm_scale
        probs = torch.softmax(scores, dim=-1)
        return torch.einsum("bhs,bshd->bhd", probs, v)
