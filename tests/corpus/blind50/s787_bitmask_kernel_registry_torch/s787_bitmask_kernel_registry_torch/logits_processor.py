import torch
from torch import nn

from .bitmask_kernels import BitmaskKernel, create_bitmask_kernel


class GrammarLogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, kernel: BitmaskKernel):
        super().__init__()
        self.vocab_size = vocab_size
        self.kernel = kernel

    def forward(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        masked = self.kernel.apply(logits.float(), vocab_mask, self.vocab_size)
        return torch.softmax(masked, dim=-1)


class ConstrainedSamplingHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 64):
        super().__init__()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.grammar = GrammarLogitsProcessor(vocab_size, create_bitmask_kernel())

    def forward(self, hidden_states: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        probs = self.grammar(self.lm_head(hidden_states), vocab_mask)
        return torch.argmax(probs, dim=-1)


compiled_head = torch.compile(ConstrainedSamplingHead(), fullgraph=True)
