import torch
from torch import nn

from . import topology
from .topology import TreeBuffers


class TreeDraft(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16):
        super().__init__()
        buffers = TreeBuffers()
        self.register_buffer("tree_mask", buffers.attn_mask, persistent=False)
        self.register_buffer("tree_pos", buffers.position_ids, persistent=False)
        self.pos_emb = nn.Embedding(buffers.max_depth, hidden)
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.scale = hidden ** -0.5

    def _attend(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = q @ k.T * self.scale + self.tree_mask
        if topology.DEBUG_TREE:
            print("tree scores", scores.tolist())
        return torch.softmax(scores, dim=-1) @ v

    def forward(self, hidden):
        x = hidden + self.pos_emb(self.tree_pos)
        x = x + self._attend(x)
        return self.lm_head(x).argmax(-1)


compiled_tree_draft = torch.compile(TreeDraft(), fullgraph=True)
