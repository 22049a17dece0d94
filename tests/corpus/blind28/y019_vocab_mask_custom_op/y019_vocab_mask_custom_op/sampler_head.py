import torch
import torch.nn as nn

from .ops import apply_vocab_mask


def build_allowed_mask(vocab: int, padded_vocab: int, banned=()) -> torch.Tensor:
    allowed = torch.zeros(padded_vocab, dtype=torch.bool)
    allowed[:vocab] = True
    for tok in banned:
        allowed[tok] = False
    return allowed


class MaskedLMHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 30, padded_vocab: int = 32, banned=(0, 1)):
        super().__init__()
        self.proj = nn.Linear(hidden, padded_vocab, bias=False)
        self.register_buffer("allowed", build_allowed_mask(vocab, padded_vocab, banned), persistent=False)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.proj(hidden).float()
        return apply_vocab_mask(logits, self.allowed)


head = MaskedLMHead()
compute_logits = torch.compile(head.forward, fullgraph=True)
