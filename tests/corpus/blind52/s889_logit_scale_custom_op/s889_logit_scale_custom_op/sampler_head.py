import torch
from torch import nn

from .postprocess import get_logits_postprocessor


class SamplerHead(nn.Module):
    def __init__(self, arch: str, hidden_size: int, vocab_size: int, **hf_config):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.postprocess = get_logits_postprocessor(arch, **hf_config)

    def forward(self, hidden_states: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(self.norm(hidden_states))
        logits = self.postprocess(logits)
        logits = logits / temperatures.unsqueeze(-1).clamp_min(1e-5)
        return torch.softmax(logits.float(), dim=-1)


_head = SamplerHead("CohereForCausalLM", 16, 64, logit_scale=0.0625)


@torch.compile(fullgraph=True)
def sample_head_step(hidden_states: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    return _head(hidden_states, temperatures)
