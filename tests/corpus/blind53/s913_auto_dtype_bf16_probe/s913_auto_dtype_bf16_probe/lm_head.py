import torch
from torch import nn

from .model_config import ModelConfig


class LogitsProcessor(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        self.soft_cap = config.logits_soft_cap

    def forward(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = torch.matmul(hidden_states.to(lm_head_weight.dtype), lm_head_weight.t())
        if self.soft_cap is not None:
            logits = torch.tanh(logits / self.soft_cap) * self.soft_cap
        return logits.float()


class CausalLMHead(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        self.norm = nn.LayerNorm(config.hidden_size)
        self.weight = nn.Parameter(torch.randn(config.vocab_size, config.hidden_size) * 0.02)
        self.logits_processor = LogitsProcessor(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states)
        hidden_states = hidden_states.to(self.config.dtype)
        return self.logits_processor(hidden_states, self.weight.to(self.config.dtype))


head = CausalLMHead(ModelConfig())


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    return head(hidden_states)
