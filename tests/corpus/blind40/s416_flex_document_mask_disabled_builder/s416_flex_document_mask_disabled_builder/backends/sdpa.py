import torch
import torch.nn.functional as F

from .base import AttentionBackend


class TorchSDPABackend(AttentionBackend):
    name = "torch_sdpa"

    def forward(self, q, k, v, document_ids):
        same_doc = document_ids[:, None] == document_ids[None, :]
        causal = torch.ones_like(same_doc).tril()
        out = F.scaled_dot_product_attention(
            self._to_heads(q), self._to_heads(k), self._to_heads(v), attn_mask=same_doc & causal, scale=self.scale
        )
        return self._from_heads(out)
