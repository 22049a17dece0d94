import torch
import torch.nn as nn
import torch.nn.functional as F

from .ops import accept_prefix


class Block(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.fc1 = nn.Linear(hidden, inter, bias=False)
        self.fc2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.fc2(F.silu(self.fc1(self.norm(x))))


class LayerDraftStack(nn.Module):
    def __init__(self, hidden=8, inter=16, vocab=16, num_layers=6, draft_layers=(0, 2)):
        super().__init__()
        self.blocks = nn.ModuleList(Block(hidden, inter) for _ in range(num_layers))
        self.draft_layers = tuple(draft_layers)
        self.norm = nn.RMSNorm(hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def run(self, hidden: torch.Tensor, layer_ids) -> torch.Tensor:
        for i in layer_ids:
            hidden = self.blocks[i](hidden)
        return self.lm_head(self.norm(hidden))

    def draft_logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.run(hidden, self.draft_layers)

    def target_logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.run(hidden, range(len(self.blocks)))


_STACK = LayerDraftStack()


@torch.compile(fullgraph=True)
def draft_verify_step(hidden: torch.Tensor) -> torch.Tensor:
    draft_tokens = _STACK.draft_logits(hidden).argmax(dim=-1)
    target_tokens = _STACK.target_logits(hidden).argmax(dim=-1)
    keep = accept_prefix(draft_tokens, target_tokens)
    # accepted prefix keeps the draft token, the rest falls back to the verifier
    merged = keep * draft_tokens.float() + (1.0 - keep) * target_tokens.float()
    return merged.long()
