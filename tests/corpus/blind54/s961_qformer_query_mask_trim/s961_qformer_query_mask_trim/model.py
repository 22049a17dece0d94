import torch
from torch import nn

from .attention import QFormerAttention
from .config import QFormerConfig


class QFormerFeedForward(nn.Module):
    def __init__(self, config: QFormerConfig):
        super().__init__()
        self.intermediate = nn.Linear(config.hidden_size, config.intermediate_size)
        self.act = nn.GELU()
        self.output = nn.Linear(config.intermediate_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = self.output(self.act(self.intermediate(hidden_states)))
        return self.LayerNorm(out + hidden_states)


class QFormerLayer(nn.Module):
    def __init__(self, config: QFormerConfig, layer_idx: int):
        super().__init__()
        self.attention = QFormerAttention(config)
        self.has_cross_attention = layer_idx % config.cross_attention_frequency == 0
        if self.has_cross_attention:
            self.crossattention = QFormerAttention(config, is_cross_attention=True)
        self.feed_forward_query = QFormerFeedForward(config)

    def forward(self, query_embeds, encoder_hidden_states, encoder_attention_mask):
        hidden = self.attention(query_embeds)
        if self.has_cross_attention:
            hidden = self.crossattention(hidden, encoder_hidden_states, encoder_attention_mask)
        return self.feed_forward_query(hidden)


class Blip2QFormerModel(nn.Module):
    def __init__(self, config: QFormerConfig):
        super().__init__()
        self.config = config
        self.query_tokens = nn.Parameter(torch.zeros(1, config.num_query_tokens, config.hidden_size))
        self.layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.layers = nn.ModuleList(
            [QFormerLayer(config, i) for i in range(config.num_hidden_layers)]
        )

    def forward(self, image_embeds: torch.Tensor, image_attention_mask: torch.Tensor) -> torch.Tensor:
        query = self.query_tokens.expand(image_embeds.shape[0], -1, -1)
        hidden = self.layernorm(query)
        for layer in self.layers:
            hidden = layer(hidden, image_embeds, image_attention_mask)
        return hidden


qformer = torch.compile(Blip2QFormerModel(QFormerConfig()).eval(), fullgraph=True)
