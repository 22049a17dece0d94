"""Tree-attention draft head scoring every node of the static draft tree at once."""
import math

import torch
from torch import nn

from .config import SPEC_CONFIG, SpecConfig
from .tree_buffers import generate_tree_buffers


class TreeDraftHead(nn.Module):
    def __init__(self, spec_config: SpecConfig, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.spec_config = spec_config
        for name, buf in generate_tree_buffers(spec_config.tree_choices).items():
            self.register_buffer(name, buf, persistent=False)
        self.tree_len = self.tree_attn_mask.shape[0]
        self.pos_embed = nn.Embedding(int(self.tree_position_ids.max()) + 1, hidden_size)
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        print(f"[spec] tree draft head: {self.tree_len} nodes, {self.retrieve_indices.shape[0]} leaves")

    def _validate(self, hidden: torch.Tensor, scores: torch.Tensor) -> None:
        bad = torch.isnan(scores).any(dim=-1)
        if bad.any().item():
            rows = bad.nonzero().flatten().tolist()
            print(f"[spec] NaN tree attention rows {rows}; dumping to {self.spec_config.debug_dump_dir}")
            torch.save({"hidden": hidden, "scores": scores}, f"{self.spec_config.debug_dump_dir}/tree_nan.pt")
            raise RuntimeError("NaN in tree attention")

    def forward(self, node_hidden: torch.Tensor):
        """node_hidden: [bs, tree_len, hidden] -> per-node top-k draft candidates."""
        h = node_hidden + self.pos_embed(self.tree_position_ids)[None]
        q, k, v = self.qkv(h).chunk(3, dim=-1)
        scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
        scores = scores.masked_fill(~self.tree_attn_mask[None], float("-inf"))
        if self.spec_config.debug_check_tree:
            self._validate(node_hidden, scores)
        out = self.o_proj(scores.softmax(dim=-1) @ v)
        logits = self.lm_head(out)
        topk_logp, topk_ids = logits.log_softmax(-1).topk(self.spec_config.topk, dim=-1)
        return topk_ids, topk_logp


compiled = torch.compile(TreeDraftHead(SPEC_CONFIG), fullgraph=True)
