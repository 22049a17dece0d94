import torch
from torch import nn

from .chunking import iter_prefill_chunks, merge_chunks
from .config import PrefillConfig


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(variance + self.variance_epsilon) * self.weight


class DecoderLayer(nn.Module):
    def __init__(self, config: PrefillConfig):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.layer_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(self.input_layernorm(hidden_states))


class PrefillModelRunner(nn.Module):
    def __init__(self, config: PrefillConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(DecoderLayer(config) for _ in range(config.num_layers))
        self.norm = RMSNorm(config.hidden_size, config.layer_norm_eps)

    def _run_layers(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states

    def forward(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        if not self.config.enable_chunked_prefill:
            return self.norm(self._run_layers(hidden_states))
        outputs = [
            (idx, self._run_layers(chunk))
            for idx, chunk in iter_prefill_chunks(
                hidden_states, seq_lens, self.config.chunked_prefill_size
            )
        ]
        return self.norm(merge_chunks(outputs))


runner = PrefillModelRunner(PrefillConfig())
prefill = torch.compile(runner, fullgraph=True)
