import math

import torch
from torch import nn

from .tree import build_tree_attention_mask, tree_position_ids


class TreeAttention(nn.Module):
    def __init__(self, hidden_size: int, max_depth: int = 8):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        self.depth_emb = nn.Embedding(max_depth, hidden_size)
        self.scale = 1.0 / math.sqrt(hidden_size)

    def forward(self, hidden, parents):
        mask = build_tree_attention_mask(parents, hidden.dtype)
        hidden = hidden + self.depth_emb(tree_position_ids(parents))
        q, k, v = self.qkv(hidden).chunk(3, dim=-1)
        scores = (q @ k.transpose(0, 1)) * self.scale + mask
        return self.o_proj(torch.softmax(scores, dim=-1) @ v)


class TreeDraftModel(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.attn = TreeAttention(hidden_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.head = nn.Linear(hidden_size, vocab_size)

    def forward(self, hidden, parents):
        hidden = hidden + self.attn(self.norm(hidden), parents)
        return self.head(hidden).argmax(-1)


compiled_draft = torch.compile(TreeDraftModel(), fullgraph=True)
