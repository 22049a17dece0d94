import torch
import torch.nn as nn

from .tree_attention import TreeVerifyAttention


class TreeVerifyModel(nn.Module):
    """Target-model forward over a flattened draft tree (one attention block)."""

    def __init__(self, vocab_size: int = 32, hidden_size: int = 8, num_heads: int = 2, num_draft_tokens: int = 4):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.attn = TreeVerifyAttention(hidden_size, num_heads, num_draft_tokens)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(
        self,
        draft_tokens: torch.Tensor,
        prefix_k: torch.Tensor,
        prefix_v: torch.Tensor,
        parent_list: torch.Tensor,
        seq_lens: torch.Tensor,
    ) -> torch.Tensor:
        h = self.embed_tokens(draft_tokens)
        h = h + self.attn(h, prefix_k, prefix_v, parent_list, seq_lens)
        logits = self.lm_head(h)
        return logits.argmax(dim=-1)


verify_model = TreeVerifyModel()
compiled_verify = torch.compile(verify_model, fullgraph=True)
