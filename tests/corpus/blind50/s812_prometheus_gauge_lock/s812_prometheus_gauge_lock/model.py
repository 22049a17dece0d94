import torch
import torch.nn as nn

from .collector import SchedulerMetricsCollector


class TinyDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(hidden_size)
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.input_layernorm(hidden_states)
        q, k, v = self.qkv_proj(h).chunk(3, dim=-1)
        attn = torch.softmax(q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5, dim=-1) @ v
        return hidden_states + self.o_proj(attn)


class InstrumentedForCausalLM(nn.Module):
    def __init__(self, hidden_size: int = 8, max_total_tokens: int = 4096, model_name: str = "tiny"):
        super().__init__()
        self.layer = TinyDecoderLayer(hidden_size)
        self.max_total_tokens = max_total_tokens
        self.metrics_collector = SchedulerMetricsCollector(labels={"model_name": model_name})

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = self.layer(hidden_states)
        num_tokens = hidden_states.shape[0]
        self.metrics_collector.log_stats(
            num_running_reqs=num_tokens,
            num_used_tokens=num_tokens,
            max_total_tokens=self.max_total_tokens,
        )
        return out


compiled_model = torch.compile(InstrumentedForCausalLM(), fullgraph=True)
