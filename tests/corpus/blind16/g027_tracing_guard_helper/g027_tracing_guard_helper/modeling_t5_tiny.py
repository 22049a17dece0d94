from types import SimpleNamespace

import torch
from torch import nn

from .utils import get_logger, is_tracing

logger = get_logger(__name__)


class ModelMixin:
    def warn_if_padding_and_no_attention_mask(self, input_ids, attention_mask):
        """Warn once when right/left padding is found but no mask was given."""
        if is_tracing(input_ids) or attention_mask is not None:
            return
        if self.config.pad_token_id is None:
            return
        if self.config.pad_token_id in input_ids[:, [-1, 0]]:
            logger.warning(
                "We strongly recommend passing an `attention_mask` since your input_ids may be padded."
            )


class T5LayerNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        return self.weight * hidden_states * torch.rsqrt(variance + self.variance_epsilon)


class T5DenseActDense(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.wi = nn.Linear(config.d_model, config.d_ff, bias=False)
        self.wo = nn.Linear(config.d_ff, config.d_model, bias=False)

    def forward(self, hidden_states):
        return self.wo(torch.relu(self.wi(hidden_states)))


class T5TinyEncoder(nn.Module, ModelMixin):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.d_model)
        self.ff = T5DenseActDense(config)
        self.final_layer_norm = T5LayerNorm(config.d_model)

    def forward(self, input_ids, attention_mask=None):
        self.warn_if_padding_and_no_attention_mask(input_ids, attention_mask)
        hidden_states = self.embed_tokens(input_ids)
        hidden_states = hidden_states + self.ff(hidden_states)
        if attention_mask is not None:
            hidden_states = hidden_states * attention_mask[..., None]
        return self.final_layer_norm(hidden_states)


config = SimpleNamespace(vocab_size=16, d_model=8, d_ff=16, pad_token_id=0)
encoder = T5TinyEncoder(config).eval()
compiled_encoder = torch.compile(encoder, fullgraph=True)
