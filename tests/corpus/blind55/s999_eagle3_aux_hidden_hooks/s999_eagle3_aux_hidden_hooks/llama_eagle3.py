from typing import Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

from .aux_capture import AuxHiddenStateCapture
from .spec_config import SpeculativeConfig


class LlamaDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(hidden_size)
        self.post_attention_layernorm = nn.RMSNorm(hidden_size)
        self.attn_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.gate_up_proj = nn.Linear(hidden_size, 4 * hidden_size, bias=False)
        self.down_proj = nn.Linear(2 * hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, residual: Optional[torch.Tensor]) -> Tuple[torch.Tensor, torch.Tensor]:
        if residual is None:
            residual = hidden_states
        else:
            hidden_states = hidden_states + residual
            residual = hidden_states
        hidden_states = self.attn_proj(self.input_layernorm(hidden_states))
        hidden_states = hidden_states + residual
        residual = hidden_states
        gate, up = self.gate_up_proj(self.post_attention_layernorm(hidden_states)).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up), residual


class LlamaForCausalLMEagle3Target(nn.Module):
    def __init__(self, spec_config: SpeculativeConfig, vocab_size: int = 32, hidden_size: int = 8, num_layers: int = 4):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.layers = nn.ModuleList([LlamaDecoderLayer(hidden_size) for _ in range(num_layers)])
        self.norm = nn.RMSNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.aux_capture: Optional[AuxHiddenStateCapture] = None
        if spec_config.use_aux_hidden_state:
            self.aux_capture = AuxHiddenStateCapture(
                spec_config.resolve_layer_ids(num_layers), debug=spec_config.debug_aux_capture
            )
            self.aux_capture.register(self.layers)

    def forward(self, input_ids: torch.Tensor):
        if self.aux_capture is not None:
            self.aux_capture.reset()
        hidden_states = self.embed_tokens(input_ids)
        residual = None
        for layer in self.layers:
            hidden_states, residual = layer(hidden_states, residual)
        hidden_states = self.norm(hidden_states + residual)
        logits = self.lm_head(hidden_states)
        if self.aux_capture is None:
            return logits, None
        return logits, self.aux_capture.collect()


torch.manual_seed(0)
target_model = LlamaForCausalLMEagle3Target(SpeculativeConfig()).eval()
target_forward = torch.compile(target_model.forward, fullgraph=True)
