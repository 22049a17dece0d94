import torch
from torch import nn

from .layernorm import RMSNorm


class DecoderLayerNorms(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.input_layernorm = RMSNorm(hidden_size)
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.mixer = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, residual: torch.Tensor):
        hidden_states, residual = self.input_layernorm(hidden_states, residual)
        hidden_states = self.mixer(hidden_states)
        hidden_states, residual = self.post_attention_layernorm(hidden_states, residual)
        return hidden_states, residual


_norms = DecoderLayerNorms()


@torch.compile(fullgraph=True)
def run_decoder_norms(hidden_states: torch.Tensor, residual: torch.Tensor):
    return _norms(hidden_states, residual)
