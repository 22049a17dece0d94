import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import PoolerConfig
from .pooling_methods import get_pooling_method


class SimplePooler(nn.Module):
    def __init__(self, config: PoolerConfig):
        super().__init__()
        self.config = config
        self.pooling = get_pooling_method(config.pooling_type)

    def forward(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        pooled = self.pooling(hidden_states, prompt_lens)
        if self.config.dimensions is not None:
            pooled = pooled[..., : self.config.dimensions]
        if self.config.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        elif self.config.softmax:
            pooled = pooled.softmax(dim=-1)
        return pooled


class TinyEncoder(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.fc1 = nn.Linear(hidden_size, 2 * hidden_size)
        self.fc2 = nn.Linear(2 * hidden_size, hidden_size)
        self.ln = nn.LayerNorm(hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ln(x + self.fc2(F.gelu(self.fc1(x))))


class EmbeddingRunner:
    """Owns the model and pooler; the engine calls execute_model on flattened tokens."""

    def __init__(self, hidden_size: int = 8, pooler_config: PoolerConfig | None = None):
        self.pooler_config = pooler_config or PoolerConfig.from_dict({"pooling_type": "mean"})
        self.encoder = TinyEncoder(hidden_size).eval()
        self.pooler = SimplePooler(self.pooler_config)

    @torch.no_grad()
    def execute_model(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        hidden_states = self.encoder(hidden_states)
        return self.pooler(hidden_states, prompt_lens)


runner = EmbeddingRunner()
execute_model = torch.compile(runner.execute_model, fullgraph=True)
