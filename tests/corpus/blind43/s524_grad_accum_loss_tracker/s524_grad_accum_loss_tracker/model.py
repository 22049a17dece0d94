import torch
import torch.nn as nn
import torch.nn.functional as F

from .accumulator import LossAccumulator


class CausalLMWithAccumulation(nn.Module):
    def __init__(self, vocab_size: int = 16, hidden: int = 8, accumulation_steps: int = 4, seed: int = 0):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.dropout = nn.Dropout(0.1)
        self.lm_head = nn.Linear(hidden, vocab_size, bias=False)
        self.accumulator = LossAccumulator(accumulation_steps)
        gen = torch.Generator().manual_seed(seed)
        nn.init.normal_(self.embed.weight, std=0.02, generator=gen)
        nn.init.normal_(self.lm_head.weight, std=0.02, generator=gen)

    def forward(self, input_ids: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(self.dropout(self.embed(input_ids)))
        shift_logits = logits[:, :-1].reshape(-1, logits.size(-1))
        shift_labels = labels[:, 1:].reshape(-1)
        loss_sum = F.cross_entropy(shift_logits, shift_labels, ignore_index=-100, reduction="sum")
        num_tokens = (shift_labels != -100).sum()
        return self.accumulator(loss_sum, num_tokens)


model = CausalLMWithAccumulation().train()
compiled_model = torch.compile(model, fullgraph=True)
