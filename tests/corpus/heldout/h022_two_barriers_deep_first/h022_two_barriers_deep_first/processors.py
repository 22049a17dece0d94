import torch
from torch import nn

from .bias import LogitBiasTable


class LogitsPipeline(nn.Module):
    def __init__(self, vocab: int, temperature: float = 0.7) -> None:
        super().__init__()
        self.temperature = temperature
        self.bias = LogitBiasTable(vocab)

    def _prepare(self, logits: torch.Tensor) -> torch.Tensor:
        return self._apply_bias(logits.float())

    def _apply_bias(self, logits: torch.Tensor) -> torch.Tensor:
        return self.bias.apply(logits)

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self._prepare(logits)
        print("logits pipeline:", tuple(logits.shape), "T =", self.temperature)
        return torch.softmax(logits / self.temperature, dim=-1)


# tokenizer vocab (12) padded to 16 in the lm_head
pipeline = LogitsPipeline(vocab=12)
process_logits = torch.compile(pipeline, fullgraph=True)
