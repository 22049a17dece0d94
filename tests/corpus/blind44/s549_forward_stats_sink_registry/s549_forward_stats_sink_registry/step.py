import torch

from .observability import ForwardStats, ObservabilityConfig

OBS_CONFIG = ObservabilityConfig()
FORWARD_STATS = ForwardStats(OBS_CONFIG)

_gen = torch.Generator().manual_seed(1)
W_IN = torch.randn(8, 16, generator=_gen) * 0.3
W_OUT = torch.randn(16, 8, generator=_gen) * 0.3


def decode_step(hidden_states: torch.Tensor) -> torch.Tensor:
    FORWARD_STATS.on_forward(hidden_states)
    h = torch.nn.functional.silu(hidden_states @ W_IN) @ W_OUT
    return torch.nn.functional.layer_norm(hidden_states + h, (8,))


step = torch.compile(decode_step, fullgraph=True)
