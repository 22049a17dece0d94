from dataclasses import dataclass

import torch
from torch import nn

from .layers import Qwen2DecoderLayer, RMSNorm
from .param_utils import get_param_dict, is_tied, num_parameters, param_dtype


@dataclass
class Qwen2Config:
    vocab_size: int = 48
    hidden_size: int = 16
    intermediate_size: int = 32
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    tie_word_embeddings: bool = True


class Qwen2Model(nn.Module):
    def __init__(self, config: Qwen2Config):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(
            Qwen2DecoderLayer(config.hidden_size, config.intermediate_size, config.rms_norm_eps)
            for _ in range(config.num_hidden_layers)
        )
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids)
        for layer in self.layers:
            hidden_states = layer(positions, hidden_states)
        return self.norm(hidden_states)


class Qwen2ForCausalLM(nn.Module):
    def __init__(self, config: Qwen2Config):
        super().__init__()
        self.config = config
        self.model = Qwen2Model(config)
        if config.tie_word_embeddings:
            self.lm_head = self.model.embed_tokens
        else:
            self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.num_non_embedding_params = num_parameters(self, exclude_embeddings=True)

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        params = get_param_dict(self)
        if is_tied(params, "lm_head.weight", "model.embed_tokens.weight"):
            scale = self.config.hidden_size**-0.5
            weight = params["model.embed_tokens.weight"]
        else:
            scale = 1.0
            weight = params["lm_head.weight"]
        return torch.matmul(hidden_states.to(weight.dtype) * scale, weight.t())

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        hidden_states = self.model(input_ids, positions).to(param_dtype(self))
        return self.compute_logits(hidden_states)


_model = Qwen2ForCausalLM(Qwen2Config()).eval()
compiled_forward = torch.compile(_model.forward, fullgraph=True)
