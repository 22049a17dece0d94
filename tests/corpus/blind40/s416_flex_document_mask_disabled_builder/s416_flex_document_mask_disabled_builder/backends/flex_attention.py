import torch
import torch.nn.functional as F

from ..masks import create_dense_block_mask, document_causal_mask_mod
from .base import AttentionBackend


class FlexAttentionMetadataBuilder:
    def __init__(self, device: torch.device):
        self.device = device

    def build_mask(self, document_ids: torch.Tensor) -> torch.Tensor:
        num_tokens = document_ids.shape[0]
        mask_mod = document_causal_mask_mod(document_ids)
        return create_dense_block_mask(mask_mod, num_tokens, num_tokens, self.device)


class FlexAttentionBackend(AttentionBackend):
    name = "flex_attention"

    def __init__(self, num_heads: int, head_dim: int, device: torch.device = torch.device("cpu")):
        super().__init__(num_heads, head_dim)
        self.metadata_builder = FlexAttentionMetadataBuilder(device)

    def forward(self, q, k, v, document_ids):
        block_mask = self.metadata_builder.build_mask(document_ids)
        out = F.scaled_dot_product_attention(
            self._to_heads(q), self._to_heads(k), self._to_heads(v), attn_mask=block_mask, scale=self.scale
        )
        return self._from_heads(out)
