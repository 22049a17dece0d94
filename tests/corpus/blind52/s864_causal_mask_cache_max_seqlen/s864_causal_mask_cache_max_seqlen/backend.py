from typing import Dict

import torch
import torch.nn.functional as F

from .forward_batch import ForwardBatch


class TorchNativeAttnBackend:
    def __init__(self, num_heads: int, head_dim: int, device: str = "cpu"):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.device = device
        self._causal_masks: Dict[int, torch.Tensor] = {}

    def _get_causal_mask(self, max_len: int) -> torch.Tensor:
        mask = self._causal_masks.get(max_len)
        if mask is None:
            mask = torch.ones(max_len, max_len, dtype=torch.bool, device=self.device).tril()
            self._causal_masks[max_len] = mask
        return mask

    def forward_extend(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        forward_batch: ForwardBatch,
    ) -> torch.Tensor:
        max_len = forward_batch.max_seq_len
        causal = self._get_causal_mask(max_len)
        seq_len = q.shape[1]
        key_pad = torch.arange(seq_len, device=q.device)[None, :] < forward_batch.seq_lens[:, None]
        mask = causal[:seq_len, :seq_len][None, None] & key_pad[:, None, None, :]
        q = q.view(q.shape[0], seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(k.shape[0], seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(v.shape[0], seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return out.transpose(1, 2).reshape(q.shape[0], seq_len, -1)
