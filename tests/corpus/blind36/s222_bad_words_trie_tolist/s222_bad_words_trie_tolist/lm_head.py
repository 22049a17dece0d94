import torch
from torch import nn

from .bad_words import BadWordsProcessor

BAD_WORDS = [[1], [4], [3, 9], [7, 11], [7, 12]]


class LMHeadWithMask(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, vocab_size, bias=False)
        self.processors = [BadWordsProcessor(BAD_WORDS, vocab_size)]

    def forward(self, hidden: torch.Tensor, last_tokens: torch.Tensor) -> torch.Tensor:
        logits = self.proj(self.norm(hidden)).float()
        for proc in self.processors:
            logits = proc(logits, last_tokens)
        return torch.log_softmax(logits, dim=-1)


compiled_head = torch.compile(LMHeadWithMask(), fullgraph=True)
