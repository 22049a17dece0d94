import torch
from torch import nn

from .embeddings import OPTLearnedPositionalEmbedding
from .generic import BaseModelOutputWithPast, can_return_tuple, deprecate_kwarg


class OPTLiteConfig:
    def __init__(self, vocab_size=50, hidden_size=16, num_attention_heads=2, num_hidden_layers=2,
                 max_position_embeddings=32, use_return_dict=True):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.max_position_embeddings = max_position_embeddings
        self.use_return_dict = use_return_dict


class OPTLiteDecoder(nn.Module):
    def __init__(self, config: OPTLiteConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size, padding_idx=1)
        self.embed_positions = OPTLearnedPositionalEmbedding(config.max_position_embeddings, config.hidden_size)
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(config.hidden_size, config.num_attention_heads, 2 * config.hidden_size,
                                       dropout=0.0, batch_first=True, norm_first=True)
            for _ in range(config.num_hidden_layers)
        )
        self.final_layer_norm = nn.LayerNorm(config.hidden_size)

    @deprecate_kwarg("head_mask", new_name="layer_head_mask", version="5.0")
    @can_return_tuple
    def forward(self, input_ids, attention_mask=None, layer_head_mask=None):
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids)
        hidden_states = self.embed_tokens(input_ids) + self.embed_positions(attention_mask, 0)
        causal = torch.full((input_ids.shape[1],) * 2, float("-inf")).triu(1)
        all_hidden = (hidden_states,)
        for layer in self.layers:
            hidden_states = layer(hidden_states, src_mask=causal)
            all_hidden = all_hidden + (hidden_states,)
        return BaseModelOutputWithPast(last_hidden_state=self.final_layer_norm(hidden_states), hidden_states=all_hidden)


decoder = OPTLiteDecoder(OPTLiteConfig()).eval()


def encode_prompt(input_ids: torch.Tensor, attention_mask: torch.Tensor):
    out = decoder(input_ids, attention_mask=attention_mask, head_mask=None)
    return out.last_hidden_state, out[1]


compiled_encode_prompt = torch.compile(encode_prompt, fullgraph=True)
