import torch
import torch.nn as nn

from .tree_choices import load_tree_choices, tree_attention_mask


class TreeDraftVerifier(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32, num_draft_tokens: int = 5):
        super().__init__()
        self.num_draft_tokens = num_draft_tokens
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.k_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def tree_mask(self, device: torch.device) -> torch.Tensor:
        choices = load_tree_choices(self.num_draft_tokens)
        return tree_attention_mask(choices, device)

    def forward(self, draft_hidden: torch.Tensor) -> torch.Tensor:
        # draft_hidden: [bs, num_draft_tokens, hidden]
        mask = self.tree_mask(draft_hidden.device)
        q = self.q_proj(draft_hidden)
        k = self.k_proj(draft_hidden)
        scores = (q @ k.transpose(-1, -2)).masked_fill(~mask, float("-inf"))
        h = torch.softmax(scores, dim=-1) @ draft_hidden
        return self.lm_head(h).argmax(dim=-1)


verifier = TreeDraftVerifier()
compiled_verifier = torch.compile(verifier, fullgraph=True)
