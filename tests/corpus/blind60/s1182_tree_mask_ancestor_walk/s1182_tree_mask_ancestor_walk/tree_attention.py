import math

import torch
import torch.nn as nn

from .tree_utils import build_tree_attention_mask, expand_tree_mask_for_batch


class TreeMaskBuilder(nn.Module):
    def __init__(self, num_draft_tokens: int):
        super().__init__()
        self.num_draft_tokens = num_draft_tokens

    def forward(self, parent_list: torch.Tensor, seq_lens: torch.Tensor, max_seq_len: int) -> torch.Tensor:
        tree_mask = build_tree_attention_mask(parent_list, self.num_draft_tokens, parent_list.device)
        return expand_tree_mask_for_batch(tree_mask, seq_lens, max_seq_len)


class TreeVerifyAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_draft_tokens: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.mask_builder = TreeMaskBuilder(num_draft_tokens)

    def forward(
        self,
        draft_hidden: torch.Tensor,
        prefix_k: torch.Tensor,
        prefix_v: torch.Tensor,
        parent_list: torch.Tensor,
        seq_lens: torch.Tensor,
    ) -> torch.Tensor:
        bs, n, _ = draft_hidden.shape
        max_seq_len = prefix_k.shape[1]
        q, k, v = self.qkv_proj(draft_hidden).chunk(3, dim=-1)
        k = torch.cat([prefix_k, k], dim=1)
        v = torch.cat([prefix_v, v], dim=1)
        q = q.view(bs, n, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bs, -1, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bs, -1, self.num_heads, self.head_dim).transpose(1, 2)
        mask = self.mask_builder(parent_list, seq_lens, max_seq_len)
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)
        scores = scores.masked_fill(~mask[:, None], float("-inf"))
        out = torch.softmax(scores, dim=-1) @ v
        return self.o_proj(out.transpose(1, 2).reshape(bs, n, -1))
