import torch
from torch import nn

from .pooler import WeightedMeanPooler


class EmbeddingModelRunner:
    def __init__(self, hidden_size: int = 8):
        self.model = nn.Sequential(
            nn.Linear(hidden_size, 4 * hidden_size),
            nn.GELU(),
            nn.Linear(4 * hidden_size, hidden_size),
        ).eval()
        self.pooler = WeightedMeanPooler(normalize=True)

    @torch.inference_mode()
    def embed(self, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = self.model(inputs_embeds)
        return self.pooler.pool(hidden, attention_mask)


runner = EmbeddingModelRunner()
embed = torch.compile(runner.embed, fullgraph=True)
